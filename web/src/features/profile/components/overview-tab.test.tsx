import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/envelope';
import {
  createAchievement,
  createDashboardStats,
  createEarnedAchievement,
  createInsights,
} from '#test/data/create-progress';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { OverviewTab } from './overview-tab';

const tileValue = (name: string) =>
  within(screen.getByRole('group', { name })).getByText((_, element) =>
    Boolean(element?.classList.contains('stat-tile__value')),
  );

describe('profile overview', () => {
  it('shows Total XP, Scenarios Completed, Current Streak and the earned badge count', async () => {
    const { requests } = stubApi({
      'GET /dashboard/stats': () =>
        okEnvelope(createDashboardStats({ xp: 2450, completedScenarios: 12, streak: 1 })),
      'GET /achievements': () =>
        okEnvelope([
          createEarnedAchievement('2026-01-02T10:00:00.000Z'),
          createAchievement(),
          createEarnedAchievement('2026-01-03T10:00:00.000Z'),
        ]),
      'GET /analytics/me/insights': () => okEnvelope(createInsights()),
    });
    renderWithRouter(<OverviewTab />, '/profile');

    expect(await screen.findByText('2,450')).toBeInTheDocument();
    expect(tileValue('Total XP')).toHaveTextContent('2,450');
    expect(tileValue('Scenarios Completed')).toHaveTextContent('12');
    expect(tileValue('Current Streak')).toHaveTextContent('1 day');
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(tileValue('Badges Earned')).toHaveTextContent('2');
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(requests.find((r) => r.path === '/analytics/me/insights')?.query).toEqual({ timeZone });
  });

  it('names the strongest skill and the most challenging bias', async () => {
    stubApi({ 'GET /analytics/me/insights': () => okEnvelope(createInsights()) });
    renderWithRouter(<OverviewTab />, '/profile');
    const insights = await screen.findByRole('region', { name: 'Learning insights' });
    expect(await within(insights).findByText('First Principles')).toBeInTheDocument();
    expect(within(insights).getByText('Anchoring')).toBeInTheDocument();
  });

  it('asks for a little practice when there is nothing to name yet', async () => {
    stubApi({
      'GET /analytics/me/insights': () =>
        okEnvelope(createInsights({ strongestSkillName: null, mostChallengingBiasName: null })),
    });
    renderWithRouter(<OverviewTab />, '/profile');
    expect(await screen.findByText('Complete a scenario or two to see this.')).toBeInTheDocument();
    expect(screen.getByText('Practise spotting biases a little to see this.')).toBeInTheDocument();
  });

  it('charts the 8 weeks oldest first, with the values in a table for screen readers', async () => {
    stubApi({
      'GET /analytics/me/insights': () =>
        okEnvelope(createInsights({ weeklyXpTrend: [0, 50, 100, 0, 75, 200, 150, 1120] })),
    });
    renderWithRouter(<OverviewTab />, '/profile');

    const table = await screen.findByRole('table', { name: 'XP earned per week, last 8 weeks' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '7 wks ago0 XP',
      '6 wks ago50 XP',
      '5 wks ago100 XP',
      '4 wks ago0 XP',
      '3 wks ago75 XP',
      '2 wks ago200 XP',
      '1 wk ago150 XP',
      'This week1,120 XP',
    ]);
    expect(screen.getByText('1,695 XP in 8 weeks')).toBeInTheDocument();

    // One point per week on the drawn line, the last one highest.
    const line = document.querySelector('.line-chart__line')!.getAttribute('points')!.split(' ');
    expect(line).toHaveLength(8);
    const heights = line.map((point) => Number(point.split(',')[1]));
    expect(Math.min(...heights)).toBe(heights[7]);
  });

  it('shows dashes, not zeros, when the stats cannot be loaded', async () => {
    stubApi({
      'GET /dashboard/stats': () => failEnvelope(403, ERROR_CODES.forbidden, 'No.'),
      'GET /achievements': () => okEnvelope([]),
    });
    renderWithRouter(<OverviewTab />, '/profile');
    expect(await screen.findByText('0')).toBeInTheDocument();
    expect(tileValue('Total XP')).toHaveTextContent('—');
    expect(tileValue('Badges Earned')).toHaveTextContent('0');
  });
});
