import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '#shared/envelope';
import { EMPTY_STATES } from '#shared/messages';
import type { LeaderboardResponse } from '#shared/schemas/leaderboards';
import { createLeaderboard, createLeaderboardEntry } from '#test/data/create-progress';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { LeaderboardsPage } from './leaderboards-page';

const BOARD = createLeaderboard({
  computedAt: '2026-03-04T11:55:00.000Z',
  totalRanked: 40,
  entries: [
    createLeaderboardEntry({
      rank: 1,
      avatar: 'GH',
      name: 'Grace Hopper',
      level: 6,
      value: 1500,
      change: '↑2',
    }),
    createLeaderboardEntry({
      rank: 2,
      avatar: 'AL',
      name: 'Ada Lovelace',
      level: 5,
      value: 1150,
      change: '↓1',
      isCurrentUser: true,
    }),
    createLeaderboardEntry({
      rank: 3,
      avatar: 'AT',
      name: 'Alan Turing',
      level: 4,
      value: 900,
      change: 'NEW',
    }),
  ],
  currentUser: { rank: 2, value: 1150, topPercentText: 'Top 5% this week' },
  badges: [{ id: 'top-ten', name: 'Top Ten', icon: 'Medal', tier: 1 }],
});

function renderBoards(
  path = '/leaderboards',
  answer: (query: Record<string, string>) => LeaderboardResponse,
) {
  const api = stubApi({ 'GET /leaderboards': (request) => okEnvelope(answer(request.query)) });
  const view = renderWithRouter(<LeaderboardsPage />, path);
  return { ...api, ...view };
}

const boardRequests = (requests: Array<{ path: string; query: Record<string, string> }>) =>
  requests.filter((r) => r.path === '/leaderboards').map((r) => r.query);
const toggle = (name: string) => screen.getByRole('button', { name });

describe('leaderboards', () => {
  it('asks for this week’s XP top 20 by default, with both toggles showing it', async () => {
    const { requests } = renderBoards('/leaderboards', () => BOARD);

    await screen.findByRole('table');
    expect(boardRequests(requests)).toEqual([{ period: 'WEEKLY', category: 'XP', limit: '20' }]);
    expect(toggle('This week')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('This month')).toHaveAttribute('aria-pressed', 'false');
    expect(toggle('XP')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Period' })).toContainElement(toggle('All time'));
  });

  it('changes the request and the URL when a toggle is pressed', async () => {
    const { requests, router } = renderBoards('/leaderboards', (query) =>
      createLeaderboard({
        period: query.period as LeaderboardResponse['period'],
        category: query.category as LeaderboardResponse['category'],
      }),
    );
    const user = userEvent.setup();
    await screen.findByText(EMPTY_STATES.leaderboardNoData);

    await user.click(toggle('This month'));
    await screen.findByRole('heading', { name: 'Top learners by XP, this month' });
    expect(router.location.search).toBe('?period=MONTHLY&category=XP');
    expect(toggle('This month')).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle('Streak'));
    await screen.findByRole('heading', { name: 'Top learners by streak, this month' });
    expect(router.location.search).toBe('?period=MONTHLY&category=STREAK');
    expect(boardRequests(requests)).toEqual([
      { period: 'WEEKLY', category: 'XP', limit: '20' },
      { period: 'MONTHLY', category: 'XP', limit: '20' },
      { period: 'MONTHLY', category: 'STREAK', limit: '20' },
    ]);
  });

  it('opens the board named in the URL', async () => {
    const { requests } = renderBoards('/leaderboards?period=ALL_TIME&category=SCENARIOS_COMPLETED', () =>
      createLeaderboard({ period: 'ALL_TIME', category: 'SCENARIOS_COMPLETED' }),
    );
    await screen.findByRole('heading', { name: 'Top learners by scenarios completed, all time' });
    expect(boardRequests(requests)).toEqual([
      { period: 'ALL_TIME', category: 'SCENARIOS_COMPLETED', limit: '20' },
    ]);
    expect(toggle('All time')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('Scenarios')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists rank, name, level, value and a spoken rank change, with the learner’s own row highlighted', async () => {
    renderBoards('/leaderboards', () => BOARD);
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);

    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(rows[0]!).map((cell) => cell.textContent)).toEqual([
      '1',
      'GHGrace HopperLevel 6',
      // The value cell also carries the change for narrow screens, where the Change column is hidden.
      '1,500 XP↑2up 2 places',
      '↑2up 2 places',
    ]);
    expect(within(cells(rows[1]!)[3]!).getByText('down 1 place')).toHaveClass('visually-hidden');
    expect(within(cells(rows[2]!)[3]!).getByText('new on the board')).toBeInTheDocument();

    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveClass('leaderboard-table__row--you');
    expect(within(rows[1]!).getByText('(you)')).toBeInTheDocument();
    expect(rows[0]).not.toHaveAttribute('aria-current');
  });

  it('shows the learner’s own rank and leaderboard badges in the side panel', async () => {
    renderBoards('/leaderboards', () => BOARD);
    const standing = await screen.findByRole('region', { name: 'Your rank' });
    expect(within(standing).getByText('#2')).toBeInTheDocument();
    expect(within(standing).getByText('1,150 XP')).toBeInTheDocument();
    expect(within(standing).getByText('Top 5% this week')).toBeInTheDocument();

    const badges = screen.getByRole('region', { name: 'Leaderboard badges' });
    expect(within(badges).getByRole('listitem')).toHaveTextContent('Top Ten●Bronze');
  });

  it('keeps the panel on the table’s ranking and adds what the learner earned since, for the next update', async () => {
    renderBoards('/leaderboards', () => ({ ...BOARD, liveValue: 1216 }));
    const standing = await screen.findByRole('region', { name: 'Your rank' });
    expect(within(standing).getByText('#2')).toBeInTheDocument();
    expect(within(standing).getByText('1,150 XP')).toBeInTheDocument();
    expect(standing).toHaveTextContent('+66 XP since this ranking, counted at the next update.');
    const ownRow = within(screen.getByRole('table')).getAllByRole('row')[2]!;
    expect(ownRow).toHaveTextContent('1,150 XP');
  });

  it('tells a learner the ranking left out that their fresh figures count at the next update', async () => {
    renderBoards('/leaderboards', () => ({ ...BOARD, currentUser: null, liveValue: 166 }));
    const standing = await screen.findByRole('region', { name: 'Your rank' });
    expect(within(standing).getByText(EMPTY_STATES.leaderboardNotRanked)).toBeInTheDocument();
    expect(standing).toHaveTextContent('Your 166 XP will be ranked at the next update.');
    expect(within(standing).queryByText(/^#/)).not.toBeInTheDocument();
  });

  it('shows both empty texts on a board with nobody ranked', async () => {
    renderBoards('/leaderboards', () => createLeaderboard());
    expect(await screen.findByText(EMPTY_STATES.leaderboardNoData)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_STATES.leaderboardNotRanked)).toBeInTheDocument();
    expect(screen.getByText(/Badges come from finishing a week in the top 10/)).toBeInTheDocument();
    expect(screen.getByText('Rankings update every 15 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says how fresh the ranking is and keeps that current as time passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-04T12:00:00.000Z'));
    renderBoards('/leaderboards', () => BOARD);

    expect(await screen.findByText('Updated 5 minutes ago · 40 ranked')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(screen.getByText('Updated 1 hour ago · 40 ranked')).toBeInTheDocument();
  });

  it('offers Try again when the board cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /leaderboards': () => (fail ? failEnvelope(403, ERROR_CODES.forbidden, 'No.') : okEnvelope(BOARD)),
    });
    renderWithRouter(<LeaderboardsPage />, '/leaderboards');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the leaderboard.');

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
