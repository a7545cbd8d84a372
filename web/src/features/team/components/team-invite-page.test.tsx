import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { redirectPathStorage } from '#lib/token-storage';
import { ERROR_CODES } from '#shared/envelope';
import { TEAM_TEXTS, type InvitationPreview } from '#shared/schemas/teams';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { TeamInvitePage } from './team-invite-page';

const TOKEN = 'a'.repeat(43);
const PREVIEW: InvitationPreview = {
  teamName: 'Northwind Analysts',
  email: 'bo@example.com',
  invitedBy: 'Ada',
  status: 'PENDING',
  expiresAt: '2026-12-02T00:00:00.000Z',
};

function renderInvite(signedIn: boolean, preview: Partial<InvitationPreview> = {}, accept = okEnvelope({})) {
  const onJoined = vi.fn(async () => undefined);
  const api = stubApi({
    [`GET /team-invitations/${TOKEN}`]: () => okEnvelope({ ...PREVIEW, ...preview }),
    [`POST /team-invitations/${TOKEN}/accept`]: () => accept,
  });
  renderWithRouter(
    <TeamInvitePage token={TOKEN} signedIn={signedIn} onJoined={onJoined} />,
    `/team-invite/${TOKEN}`,
  );
  return { ...api, onJoined };
}

describe('team invitation page', () => {
  it('asks a signed-out visitor to sign in and comes back here afterwards', async () => {
    const user = userEvent.setup();
    renderInvite(false);
    expect(await screen.findByRole('heading', { name: 'Join Northwind Analysts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(redirectPathStorage.get()).toBe(`/team-invite/${TOKEN}`);
  });

  it('accepts for a signed-in learner and refreshes the session', async () => {
    const user = userEvent.setup();
    const { onJoined, requests } = renderInvite(true);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalledOnce());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('shows why an accept was refused', async () => {
    const user = userEvent.setup();
    renderInvite(true, {}, failEnvelope(403, ERROR_CODES.forbidden, TEAM_TEXTS.inviteOtherEmail));
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_TEXTS.inviteOtherEmail);
  });

  it('says when the link expired or was used', async () => {
    renderInvite(true, { status: 'EXPIRED' });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_TEXTS.inviteExpired);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
