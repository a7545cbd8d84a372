import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { redirectPathStorage } from '#lib/token-storage';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import type { ChallengeDetails } from '#shared/schemas/challenges';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { ChallengePage } from './challenge-page';

const ID = 'AbCdEfGhIjKlMnOp';
const PLAY = `/scenario/the-half-built-app/challenge/${ID}`;

function details(overrides: Partial<ChallengeDetails> = {}): ChallengeDetails {
  return {
    challengeId: '01JCHALLENGE0000000000000A',
    shareableId: ID,
    scenarioId: 'the-half-built-app',
    scenarioTitle: 'The Half-Built App',
    scenarioContext: 'Your team has spent 1.2 million on an app.',
    creatorName: 'Ada',
    status: 'OPEN',
    createdAt: '2026-11-20T10:00:00.000Z',
    participants: [
      { name: 'Ada', score: 85, isCreator: true, currentUser: false },
      { name: 'Bo', score: null, isCreator: false, currentUser: false },
    ],
    ...overrides,
  };
}

function render(status: 'signed-in' | 'signed-out', path = `/challenge/${ID}`) {
  const user = userEvent.setup();
  const view = renderWithRouter(<ChallengePage shareableId={ID} sessionStatus={status} />, path);
  return { user, ...view };
}

afterEach(() => redirectPathStorage.clear());

describe('challenge page', () => {
  it('shows creator, scenario title and context, Accept Challenge and the standings', async () => {
    stubApi({ [`GET /challenges/details/${ID}`]: () => okEnvelope(details()) });
    render('signed-out');
    expect(await screen.findByRole('heading', { level: 1, name: "Ada's Challenge" })).toBeInTheDocument();
    expect(screen.getByText('Your team has spent 1.2 million on an app.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Standings' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('1Ada (creator)85%');
    expect(rows[1]).toHaveTextContent('–BoPending');
    expect(screen.getByRole('button', { name: 'Accept Challenge' })).toBeInTheDocument();
  });

  it('sends a guest who accepts to /login, keeping the challenge to come back to', async () => {
    const api = stubApi({ [`GET /challenges/details/${ID}`]: () => okEnvelope(details()) });
    const { user, router } = render('signed-out');
    await user.click(await screen.findByRole('button', { name: 'Accept Challenge' }));
    expect(router.location.pathname).toBe('/login');
    expect(redirectPathStorage.get()).toBe(`/challenge/${ID}?accept=1`);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('joins for a signed-in learner and opens the scenario in challenge mode', async () => {
    const api = stubApi({
      [`GET /challenges/details/${ID}`]: () => okEnvelope(details()),
      [`POST /challenges/join/${ID}`]: () =>
        okEnvelope({ shareableId: ID, scenarioId: 'the-half-built-app', joined: true }),
    });
    const { user, router } = render('signed-in');
    await user.click(await screen.findByRole('button', { name: 'Accept Challenge' }));
    await waitFor(() => expect(router.location.pathname).toBe(PLAY));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('carries the accept through once after signing in', async () => {
    const api = stubApi({
      [`GET /challenges/details/${ID}`]: () => okEnvelope(details()),
      [`POST /challenges/join/${ID}`]: () =>
        okEnvelope({ shareableId: ID, scenarioId: 'the-half-built-app', joined: true }),
    });
    const { router } = render('signed-in', `/challenge/${ID}?accept=1`);
    await waitFor(() => expect(router.location.pathname).toBe(PLAY));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("shows 'Final Standings' and no Accept on a closed challenge, nor to one who already played", async () => {
    stubApi({
      [`GET /challenges/details/${ID}`]: () =>
        okEnvelope(
          details({
            status: 'CLOSED',
            participants: [{ name: 'Bo', score: 70, isCreator: false, currentUser: true }],
          }),
        ),
    });
    render('signed-in');
    expect(await screen.findByRole('heading', { name: 'Final Standings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Challenge' })).toBeNull();
    expect(screen.getByText('You scored 70%.')).toBeInTheDocument();
  });

  it("says 'Challenge not found.' for an unknown challenge", async () => {
    stubApi({
      [`GET /challenges/details/${ID}`]: () =>
        failEnvelope(404, ERROR_CODES.notFound, ERROR_MESSAGES.challengeNotFound),
    });
    render('signed-out');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.challengeNotFound);
  });

  it('shows why an accept was refused', async () => {
    stubApi({
      [`GET /challenges/details/${ID}`]: () => okEnvelope(details()),
      [`POST /challenges/join/${ID}`]: () =>
        failEnvelope(409, ERROR_CODES.conflict, 'This challenge is closed.'),
    });
    const { user } = render('signed-in');
    await user.click(await screen.findByRole('button', { name: 'Accept Challenge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This challenge is closed.');
  });
});
