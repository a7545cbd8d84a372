import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_LINK_COPY_CONFIRMATION_MS } from '#shared/constants';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import type { ChallengeHistory, ChallengeHistoryEntry } from '#shared/schemas/challenges';
import { createUserProfile } from '#test/data/create-user';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { ProfilePage } from './profile-page';
import { REFERRAL_REWARD_TEXT, timeLeft } from './referrals-tab';
import { PROGRESS_TEXTS } from './progress-tab';

const FREE = createUserProfile({ id: 'user-1', hasPremiumAccess: false });
const PREMIUM = createUserProfile({ id: 'user-1', hasPremiumAccess: true });

function entry(overrides: Partial<ChallengeHistoryEntry> = {}): ChallengeHistoryEntry {
  return {
    challengeId: '01JCHALLENGE0000000000000A',
    shareableId: 'AbCdEfGhIjKlMnOp',
    scenarioTitle: 'The Half-Built App',
    createdByUserName: 'Ada',
    isCreator: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    yourScore: 80,
    status: 'OPEN',
    ...overrides,
  };
}

function render(path: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithRouter(<ProfilePage />, path);
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Challenges tab', () => {
  it('lists the history with View, and Close only on open challenges the learner created', async () => {
    const history: ChallengeHistory = {
      entries: [
        entry(),
        entry({
          shareableId: 'friendChallenge1',
          isCreator: false,
          createdByUserName: 'Bo',
          yourScore: null,
        }),
        entry({ shareableId: 'closedChallenge1', status: 'CLOSED' }),
      ],
      hasMore: false,
      limit: null,
    };
    stubApi({
      'GET /users/me': () => okEnvelope(PREMIUM),
      'GET /challenges/my-history': () => okEnvelope(history),
    });
    render('/profile?tab=challenges');
    const items = within(await screen.findByRole('list', { name: 'Your challenges' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: /View challenge/ })).toHaveAttribute(
      'href',
      '/challenge/AbCdEfGhIjKlMnOp',
    );
    expect(within(items[0]!).getByRole('button', { name: /Close challenge/ })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: /Close/ })).toBeNull();
    expect(within(items[1]!).getByText(/Created by Bo/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Your score: Pending/)).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: /Close/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('flips to CLOSED at once and back to OPEN when the close call fails', async () => {
    let fail!: () => void;
    const api = stubApi({
      'GET /users/me': () => okEnvelope(FREE),
      'GET /challenges/my-history': () => okEnvelope({ entries: [entry()], hasMore: false, limit: 5 }),
      'POST /challenges/AbCdEfGhIjKlMnOp/close': () =>
        new Promise((resolve) => {
          fail = () => resolve(failEnvelope(500, ERROR_CODES.internal, 'Down.'));
        }),
    });
    const user = render('/profile?tab=challenges');
    await user.click(await screen.findByRole('button', { name: /Close challenge/ }));
    const list = screen.getByRole('list', { name: 'Your challenges' });
    expect(within(list).getByText('CLOSED')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(true);
    act(() => fail());
    await waitFor(() => expect(within(list).getByText('OPEN')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('could not be closed');
  });

  it('shows free learners the upgrade prompt when more than 5 exist, and an empty state', async () => {
    stubApi({
      'GET /users/me': () => okEnvelope(FREE),
      'GET /challenges/my-history': () => okEnvelope({ entries: [entry()], hasMore: true, limit: 5 }),
    });
    render('/profile?tab=challenges');
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('says so when there are no challenges yet', async () => {
    stubApi({
      'GET /users/me': () => okEnvelope(FREE),
      'GET /challenges/my-history': () => okEnvelope({ entries: [], hasMore: false, limit: 5 }),
    });
    render('/profile?tab=challenges');
    expect(await screen.findByText(/No challenges yet/)).toBeInTheDocument();
  });
});

describe('Referrals tab', () => {
  it('shows the link with Copy Link (2.5 s), the counts, days earned, time left and the reward text', async () => {
    const endsAt = new Date(Date.now() + 2.5 * 86_400_000).toISOString();
    stubApi({
      'GET /users/me': () => okEnvelope(FREE),
      'GET /referrals/my-stats': () =>
        okEnvelope({
          referralCode: 'FRIEND42',
          successfulSignUps: 2,
          successfulUpgrades: 1,
          totalDaysEarned: 13,
          premiumAccessEndsAt: endsAt,
        }),
    });
    const user = render('/profile?tab=referrals');
    const field = await screen.findByLabelText('Your referral link');
    expect(field).toHaveValue(`${window.location.origin}/login?ref=FRIEND42`);
    expect(screen.getByText(REFERRAL_REWARD_TEXT)).toBeInTheDocument();
    const figures = screen.getByRole('tabpanel');
    expect(within(figures).getByText('Friends signed up').nextSibling).toHaveTextContent('2');
    expect(within(figures).getByText('Friends upgraded').nextSibling).toHaveTextContent('1');
    expect(within(figures).getByText('Total days earned').nextSibling).toHaveTextContent('13');
    expect(within(figures).getByText('Premium time left').nextSibling).toHaveTextContent('3 days');

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/login?ref=FRIEND42`);
    act(() => vi.advanceTimersByTime(SHARE_LINK_COPY_CONFIRMATION_MS - 50));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it("says 'Could not load referral data.' when the call fails", async () => {
    stubApi({
      'GET /users/me': () => okEnvelope(FREE),
      'GET /referrals/my-stats': () => failEnvelope(500, ERROR_CODES.internal, 'Down.'),
    });
    render('/profile?tab=referrals');
    // Server failures are retried twice before the page gives up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.referralLoadFailed);
  });

  it('counts time left in whole days, rounded up, and None when it ran out', () => {
    const now = Date.parse('2026-11-20T00:00:00.000Z');
    expect(timeLeft('2026-11-21T00:00:00.000Z', now)).toBe('1 day');
    expect(timeLeft('2026-11-21T00:00:01.000Z', now)).toBe('2 days');
    expect(timeLeft('2026-11-19T00:00:00.000Z', now)).toBe('None');
    expect(timeLeft(null, now)).toBe('None');
  });
});

describe('Progress tab', () => {
  it('charts premium learners’ assessment scores on a 0 to 100 axis', async () => {
    stubApi({
      'GET /users/me': () => okEnvelope(PREMIUM),
      'GET /assessment/history': () =>
        okEnvelope([
          { attemptId: 'b', assessmentType: 'RETAKE', score: 72, completionDate: '2026-11-10T00:00:00.000Z' },
          {
            attemptId: 'a',
            assessmentType: 'INITIAL',
            score: 40,
            completionDate: '2026-10-01T00:00:00.000Z',
          },
        ]),
    });
    render('/profile?tab=progress');
    const table = await screen.findByRole('table', { name: 'Assessment scores over time' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('40'),
      expect.stringContaining('72'),
    ]);
    expect(screen.getByText('100')).toBeInTheDocument();
  });

  it('hints at completing more paths with fewer than two scored attempts', async () => {
    stubApi({
      'GET /users/me': () => okEnvelope(PREMIUM),
      'GET /assessment/history': () =>
        okEnvelope([
          {
            attemptId: 'a',
            assessmentType: 'INITIAL',
            score: 40,
            completionDate: '2026-10-01T00:00:00.000Z',
          },
        ]),
    });
    render('/profile?tab=progress');
    expect(await screen.findByText(PROGRESS_TEXTS.needMore)).toBeInTheDocument();
  });

  it('does not ask free learners’ history at all', async () => {
    const api = stubApi({ 'GET /users/me': () => okEnvelope(FREE) });
    render('/profile?tab=progress');
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(api.requests.some((r) => r.path === '/assessment/history')).toBe(false);
  });
});
