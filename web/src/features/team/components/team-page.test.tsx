import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import type { TeamAnalytics, TeamMember, TeamOverview } from '#shared/schemas/teams';
import { failEnvelope, jsonResponse, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { TeamPage } from './team-page';

const TEAM = 'T1';

const overview = (overrides: Partial<TeamOverview> = {}): TeamOverview => ({
  id: TEAM,
  name: 'Northwind Analysts',
  members: 2,
  totalXP: 1250,
  averageLevel: 3.5,
  completedScenarios: 9,
  plan: 'ENTERPRISE',
  yourRole: 'OWNER',
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

const MEMBERS: TeamMember[] = [
  {
    id: 'u1',
    name: 'Ada Owner',
    email: 'ada@example.com',
    level: 4,
    xp: 900,
    role: 'OWNER',
    status: 'ACTIVE',
    lastActive: '2026-11-24',
  },
  {
    id: 'u2',
    name: 'Bo Member',
    email: 'bo@example.com',
    level: 3,
    xp: 350,
    role: 'MEMBER',
    status: 'ACTIVE',
    lastActive: null,
  },
  {
    id: 'invite-1',
    name: 'cy@example.com',
    email: 'cy@example.com',
    level: 0,
    xp: 0,
    role: 'MEMBER',
    status: 'INVITED',
    lastActive: null,
  },
];

const ANALYTICS: TeamAnalytics = {
  weeklyXp: Array.from({ length: 8 }, (_, i) => ({ week: `2026-W${41 + i}`, xp: i * 10 })),
  completionRate: 50,
  averageAssessmentScore: 72,
  strongestSkills: [{ name: 'Base Rates', xp: 120 }],
  challengingBiases: [{ name: 'Anchoring', percent: 40 }],
  memberActivity: [
    {
      id: 'u1',
      name: 'Ada Owner',
      weekXp: 70,
      xp: 900,
      level: 4,
      completedScenarios: 6,
      lastActive: '2026-11-24',
    },
  ],
  computedAt: '2026-11-25T10:00:00.000Z',
};

function renderTeam(
  tab: string,
  routes: Parameters<typeof stubApi>[0] = {},
  role: TeamOverview['yourRole'] = 'OWNER',
) {
  const api = stubApi({
    [`GET /teams/${TEAM}`]: () => okEnvelope(overview({ yourRole: role })),
    [`GET /teams/${TEAM}/members`]: () => okEnvelope(MEMBERS),
    [`GET /teams/${TEAM}/analytics`]: () => okEnvelope(ANALYTICS),
    [`GET /teams/${TEAM}/learning-paths`]: () => okEnvelope([]),
    'GET /learning-paths/my-paths': () => okEnvelope([]),
    ...routes,
  });
  renderWithRouter(<TeamPage teamId={TEAM} currentUserId="u1" />, `/team?tab=${tab}`);
  return api;
}

describe('team page', () => {
  it('says so when the learner has no team', () => {
    stubApi({});
    renderWithRouter(<TeamPage teamId={null} currentUserId="u1" />, '/team');
    expect(screen.getByText(ERROR_MESSAGES.notInTeam)).toBeInTheDocument();
  });

  it('shows the overview figures under four tabs', async () => {
    renderTeam('overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Analysts' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Members',
      'Analytics',
      'Learning paths',
    ]);
    expect(screen.getByRole('group', { name: 'Total XP' })).toHaveTextContent('1,250');
    expect(screen.getByRole('group', { name: 'Average level' })).toHaveTextContent('3.5');
  });

  it('lists active and invited members', async () => {
    renderTeam('members');
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('Invited');
    expect(rows[0]).toHaveTextContent('Ada Owner (you)');
  });

  it('invites by email and announces "Invitation sent!"', async () => {
    const user = userEvent.setup();
    const api = renderTeam('members', {
      [`POST /teams/${TEAM}/invite`]: (req) =>
        okEnvelope({ email: (req.body as { email: string }).email, expiresAt: '2026-12-02T00:00:00Z' }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByLabelText('Email'), 'dee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ERROR_MESSAGES.teamInviteSent);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'dee@example.com',
      role: 'MEMBER',
    });
  });

  it('shows "Failed to send invitation: {error}" when the invite is refused', async () => {
    const user = userEvent.setup();
    renderTeam('members', {
      [`POST /teams/${TEAM}/invite`]: () =>
        failEnvelope(409, ERROR_CODES.conflict, 'That person is already a member of this team.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'bo@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to send invitation: That person is already a member of this team.',
    );
  });

  it('offers members no invite or remove buttons', async () => {
    renderTeam('members', {}, 'MEMBER');
    await screen.findByText('Bo Member');
    expect(screen.queryByRole('button', { name: 'Invite member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('removes a member after confirming', async () => {
    const user = userEvent.setup();
    const api = renderTeam('members', {
      [`DELETE /teams/${TEAM}/members/u2`]: () => okEnvelope(null),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Bo Member' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Bo Member');
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === `/teams/${TEAM}/members/u2`)).toBe(
      true,
    );
  });

  it('charts the analytics with the numbers readable as text', async () => {
    renderTeam('analytics');
    expect(await screen.findByRole('table', { name: 'Team XP per week, last 8 weeks' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Strongest skills by XP' })).toHaveTextContent(
      'Base Rates120 XP',
    );
    expect(screen.getByRole('group', { name: 'Completion rate' })).toHaveTextContent('50%');
  });

  it('says "Analytics data is not available." when there is none', async () => {
    renderTeam('analytics', {
      [`GET /teams/${TEAM}/analytics`]: () =>
        jsonResponse({
          success: true,
          data: null,
          message: ERROR_MESSAGES.teamAnalyticsUnavailable,
          error: null,
        }),
    });
    expect(await screen.findByText(ERROR_MESSAGES.teamAnalyticsUnavailable)).toBeInTheDocument();
  });

  it('assigns a catalogue path to the team', async () => {
    const user = userEvent.setup();
    const api = renderTeam('learning-paths', {
      'GET /learning-paths/my-paths': () =>
        okEnvelope([{ id: 'clear-thinking', name: 'Clear Thinking', description: '', scenarios: [] }]),
      [`POST /teams/${TEAM}/learning-paths`]: () => okEnvelope({}, 201),
    });
    expect(await screen.findByText('No learning paths are assigned to the team yet.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Clear Thinking' });
    await user.click(screen.getByRole('button', { name: 'Assign path' }));
    expect(await screen.findByText('Learning path assigned to the team.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ pathId: 'clear-thinking' });
  });

  it('composes a path from picked scenarios', async () => {
    const user = userEvent.setup();
    const api = renderTeam('learning-paths', {
      'GET /scenarios': () =>
        okEnvelope({
          content: [
            { id: 's-one', title: 'The Leaky Funnel' },
            { id: 's-two', title: 'The Quiet Survey' },
          ],
        }),
      [`POST /teams/${TEAM}/learning-paths`]: () => okEnvelope({}, 201),
    });
    await user.click(await screen.findByText('Compose a path from scenarios'));
    await user.click(await screen.findByRole('checkbox', { name: 'The Quiet Survey' }));
    await user.click(screen.getByRole('checkbox', { name: 'The Leaky Funnel' }));
    const submit = screen.getByRole('button', { name: 'Assign composed path' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Path name'), 'Onboarding week');
    await user.click(submit);
    await vi.waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Onboarding week',
        scenarioIds: ['s-two', 's-one'],
      }),
    );
  });
});
