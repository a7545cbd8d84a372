import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '#shared/envelope';
import { EMPTY_STATES, ERROR_MESSAGES } from '#shared/messages';
import type { Achievement } from '#shared/schemas/progress';
import { createAchievement, createDashboardStats, createEarnedAchievement } from '#test/data/create-progress';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import type { DashboardStats } from '#shared/schemas/dashboard';
import { DashboardPage, type DashboardUser } from './dashboard-page';

const ADA: DashboardUser = { name: 'Ada Lovelace', teamId: null };

function renderDashboard({
  stats = createDashboardStats(),
  achievements = [],
  user = ADA,
}: { stats?: DashboardStats; achievements?: Achievement[]; user?: DashboardUser } = {}) {
  const api = stubApi({
    'GET /dashboard/stats': () => okEnvelope(stats),
    'GET /achievements': () => okEnvelope(achievements),
  });
  renderWithRouter(<DashboardPage user={user} />, '/dashboard');
  return api;
}

/** The tiles are drawn (with placeholders) before the stats arrive; the level bar comes with them. */
const statsShown = () => screen.findByRole('progressbar', { name: /^Progress to level/ });
const tile = async (name: string) => {
  await statsShown();
  return screen.getByRole('group', { name });
};

describe('dashboard', () => {
  it('welcomes the learner and shows the four stat cards from the stats call', async () => {
    const { requests } = renderDashboard();

    expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
    expect(within(await tile('Level')).getByText('3')).toBeInTheDocument();
    expect(within(await tile('Level')).getByText('150 XP to next level')).toBeInTheDocument();
    expect(within(await tile('Total XP')).getByText('450')).toBeInTheDocument();
    expect(within(await tile('Total XP')).getByText('120 XP this week')).toBeInTheDocument();
    expect(within(await tile('Scenarios completed')).getByText('7')).toBeInTheDocument();
    expect(within(await tile('Global Rank')).getByText('#12')).toBeInTheDocument();
    expect(screen.getByText('4 days')).toBeInTheDocument();

    const stats = requests.find((r) => r.path === '/dashboard/stats');
    expect(stats?.query).toEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('greets a learner who has not started yet without "Welcome back"', async () => {
    renderDashboard({ stats: createDashboardStats({ xp: 0, completedScenarios: 0, weeklyXP: 0 }) });
    expect(await screen.findByText("Welcome, Ada Lovelace! Let's get you started.")).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('shows the streak freezes held, or how to earn one', async () => {
    renderDashboard({ stats: createDashboardStats({ streakFreezes: 2 }) });
    expect(
      await screen.findByText('2 streak freezes held: a missed day will not break your streak'),
    ).toBeInTheDocument();
  });

  it('takes the rank subtitle from the API, and says when the learner is not ranked yet', async () => {
    renderDashboard({ stats: createDashboardStats({ rank: 3, rankSubtitle: 'Top 42% this week' }) });
    const rank = await tile('Global Rank');
    expect(within(rank).getByText('#3')).toBeInTheDocument();
    expect(within(rank).getByText('Top 42% this week')).toBeInTheDocument();
  });

  it('shows a dash and "Not ranked yet this week" without a rank', async () => {
    renderDashboard({ stats: createDashboardStats({ rank: null, rankSubtitle: null }) });
    const rank = await tile('Global Rank');
    expect(within(rank).getByText('—')).toBeInTheDocument();
    expect(within(rank).getByText('Not ranked yet this week')).toBeInTheDocument();
  });

  it('fills the level bar to xp / (xp + xpToNext)', async () => {
    renderDashboard({ stats: createDashboardStats({ level: 3, xp: 450, xpToNext: 150 }) });
    const bar = await screen.findByRole('progressbar', { name: 'Progress to level 4' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('lists skill points with a link to the skill tree, or invites practice when there are none', async () => {
    renderDashboard();
    expect(
      await screen.findByRole('progressbar', { name: 'First Principles: share of your skill points' }),
    ).toHaveAttribute('aria-valuenow', '60');
    // Points and their share, so the figure never reads as the toolkit's mastery.
    expect(screen.getByText('180 pts · 40% of your points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View skill tree' })).toHaveAttribute('href', '/skill-tree');
  });

  it('invites practice when no skill has points yet', async () => {
    renderDashboard({ stats: createDashboardStats({ skillPoints: {} }) });
    expect(await screen.findByText(/start earning points in your thinking skills/)).toBeInTheDocument();
  });

  it('links to Team only when the learner has a teamId', async () => {
    renderDashboard();
    const links = () => within(screen.getByRole('region', { name: 'Quick links' })).getAllByRole('link');
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      '/sandbox',
      '/leaderboards',
      '/toolkit',
    ]);
  });

  it('adds the Team quick link for a team member', async () => {
    renderDashboard({ user: { name: 'Ada Lovelace', teamId: 'team-1' } });
    const quick = screen.getByRole('region', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: /^Team/ })).toHaveAttribute('href', '/team');
  });

  it('says how to earn a first achievement when none is earned', async () => {
    renderDashboard({ achievements: [createAchievement({ progressCurrent: 3 })] });
    expect(await screen.findByText(EMPTY_STATES.noAchievementsYet)).toBeInTheDocument();
  });

  it('shows the 4 most recently earned achievements, newest first', async () => {
    const achievements = [
      createEarnedAchievement('2026-01-02T10:00:00.000Z', { name: 'Second' }),
      createEarnedAchievement('2026-01-01T10:00:00.000Z', { name: 'Oldest' }),
      createAchievement({ name: 'Not yet' }),
      createEarnedAchievement('2026-01-05T10:00:00.000Z', { name: 'Newest' }),
      createEarnedAchievement('2026-01-03T10:00:00.000Z', { name: 'Third' }),
      createEarnedAchievement('2026-01-04T10:00:00.000Z', { name: 'Fourth' }),
    ];
    renderDashboard({ achievements });

    const region = screen.getByRole('region', { name: 'Recent achievements' });
    await within(region).findByText('Newest');
    const names = within(region)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.recent-achievements__name')?.textContent);
    expect(names).toEqual(['Newest', 'Fourth', 'Third', 'Second']);
    expect(within(region).getByText('Earned January 5, 2026')).toBeInTheDocument();
  });

  it('shows the spec text when the stats fail and loads them again on Try again', async () => {
    // Server errors are retried twice with a back-off before the page gives up.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    stubApi({
      'GET /dashboard/stats': () =>
        fail
          ? failEnvelope(500, ERROR_CODES.internal, 'An unexpected error occurred.')
          : okEnvelope(createDashboardStats()),
      'GET /achievements': () => okEnvelope([]),
    });
    renderWithRouter(<DashboardPage user={ADA} />, '/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard…');

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.dashboardLoadFailed);

    fail = false;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await tile('Level')).getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
