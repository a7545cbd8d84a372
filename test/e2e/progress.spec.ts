import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { completeScenario, rankLeaderboards, signedInUserId, signUpThroughTheUi } from './progress-steps';

test.describe('progress', () => {
  test('a finished scenario shows on the dashboard, the leaderboard and the profile', async ({ page }) => {
    // A whole dialogue, a leaderboard job and four pages with axe scans.
    test.slow();
    const name = `Progress Tester ${randomUUID().slice(0, 6)}`;
    await signUpThroughTheUi(page, name);

    // A new learner: level 1, no XP, no rank, no achievements.
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome, ${name}! Let's get you started.`)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress to level 2' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByRole('group', { name: 'Total XP' })).toContainText('0 XP this week');
    const rank = page.getByRole('group', { name: 'Global Rank' });
    await expect(rank).toContainText('—');
    await expect(rank).toContainText('Not ranked yet this week');
    await expect(page.getByText('Keep playing to earn your first achievement!')).toBeVisible();
    await expectNoAxeViolations(page);

    const userId = await signedInUserId(page);
    await completeScenario(userId, 150);
    await rankLeaderboards();

    // 150 XP is level 2, halfway to level 3 (150 of 150 + 150), and a place on this week's board.
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Progress to level 3' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(page.getByRole('group', { name: 'Level' })).toContainText('150 XP to next level');
    await expect(page.getByRole('group', { name: 'Total XP' })).toContainText('150 XP this week');
    await expect(page.getByRole('group', { name: 'Scenarios completed' })).toHaveText(
      /^Scenarios completed\s*1$/,
    );
    await expect(rank).toContainText(/#\d+/);
    await expect(rank).toContainText(/Top \d+% this week/);
    await expect(page.getByRole('region', { name: 'Cognitive skill points' })).toContainText(
      'First Principles',
    );
    await expect(page.getByRole('region', { name: 'Recent achievements' })).toContainText('First Dialogue');
    await expectNoAxeViolations(page);

    await page.goto('/leaderboards');
    const ownRow = page.getByRole('row', { name: new RegExp(name) });
    await expect(ownRow).toHaveAttribute('aria-current', 'true');
    await expect(ownRow).toContainText('150 XP');
    await expect(ownRow).toContainText('Level 2');
    await expect(page.getByRole('region', { name: 'Your rank' })).toContainText('150 XP');
    await expect(page.getByText(/^Updated (just now|\d+ minutes? ago)/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'All time' }).click();
    await expect(page).toHaveURL(/period=ALL_TIME/);
    await expect(page.getByRole('heading', { name: 'Top learners by XP, all time' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('150 XP');

    await page.goto('/profile?tab=achievements');
    const firstDialogue = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'First Dialogue' }),
    });
    await expect(firstDialogue).toContainText(/Earned \w+ \d{1,2}, \d{4}/);
    await expect(firstDialogue.getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('group', { name: 'Total XP' })).toHaveText(/^Total XP\s*150$/);
    await expect(page.getByRole('group', { name: 'Badges Earned' })).toContainText(/[1-9]/);
    await expect(page.getByRole('region', { name: 'Learning insights' })).toContainText('First Principles');
    await expect(page.getByRole('table', { name: /XP earned per week/ })).toContainText('This week150 XP');
    await expectNoAxeViolations(page);
  });
});
