import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAchievement, createEarnedAchievement } from '#test/data/create-progress';
import { okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { AchievementsTab } from './achievements-tab';

function renderTab(achievements: ReturnType<typeof createAchievement>[]) {
  stubApi({ 'GET /achievements': () => okEnvelope(achievements) });
  renderWithRouter(<AchievementsTab />, '/profile');
}

describe('profile achievements', () => {
  it('groups by category in the spec order, Leaderboard last, and sorts each group by tier', async () => {
    renderTab([
      createAchievement({ category: 'Leaderboard', name: 'Top Ten' }),
      createAchievement({ category: 'Mastery', name: 'Sound Judgement', tier: 3 }),
      createAchievement({ category: 'Mastery', name: 'Finding Your Footing', tier: 1 }),
      createAchievement({ category: 'Mastery', name: 'Clear Thinker', tier: 2 }),
      createAchievement({ category: 'Social', name: 'Friendly Rivalry' }),
      createAchievement({ category: 'Onboarding', name: 'First Dialogue' }),
      createAchievement({ category: 'Consistency', name: 'Momentum' }),
      createAchievement({ category: 'Completion', name: 'Curious Mind' }),
    ]);

    await screen.findByText(/You have earned/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Onboarding',
      'Completion',
      'Consistency',
      'Mastery',
      'Social',
      'Leaderboard',
    ]);
    const mastery = screen.getByRole('region', { name: 'Mastery' });
    expect(
      within(mastery)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Finding Your Footing', 'Clear Thinker', 'Sound Judgement']);
    // The tier is spelled out (the pips are decoration), so it never rests on colour alone.
    const tiers = within(mastery).getAllByText(/^(Bronze|Silver|Gold)$/);
    expect(tiers.map((badge) => badge.textContent?.replace(/●/g, ''))).toEqual(['Bronze', 'Silver', 'Gold']);
  });

  it('shows the earned date on earned cards and a progress bar on the others', async () => {
    renderTab([
      createEarnedAchievement('2026-02-10T12:00:00.000Z', { name: 'First Dialogue', category: 'Onboarding' }),
      createAchievement({
        name: 'Curious Mind',
        category: 'Completion',
        description: 'Finish 10 Socratic scenarios.',
        progressCurrent: 3,
        progressMax: 10,
      }),
    ]);

    const earned = (await screen.findByRole('heading', { name: 'First Dialogue' })).closest('li')!;
    expect(within(earned).getByText('Earned February 10, 2026')).toBeInTheDocument();
    expect(within(earned).queryByRole('progressbar')).not.toBeInTheDocument();

    const open = screen.getByRole('heading', { name: 'Curious Mind' }).closest('li')!;
    expect(within(open).getByText('Finish 10 Socratic scenarios.')).toBeInTheDocument();
    const bar = within(open).getByRole('progressbar', { name: 'Curious Mind progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 10');
    expect(within(open).queryByText(/^Earned/)).not.toBeInTheDocument();
    expect(screen.getByText('You have earned 1 of 2 achievements.')).toBeInTheDocument();
  });
});
