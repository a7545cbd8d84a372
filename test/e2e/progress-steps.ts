import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { authCard, codeFromMailbox, enterCode, freshEmail, submitSignUp } from './account-steps';
import { expect, stackEnv } from './fixtures';

/** Steps of the progress journeys: a learner made through the UI, then given XP by the backend itself. */

export async function signUpThroughTheUi(page: Page, name: string): Promise<void> {
  const email = freshEmail('progress');
  await page.goto('/login');
  await authCard(page).getByRole('button', { name: 'Create an account' }).click();
  await submitSignUp(page, { name, email });
  await enterCode(page, await codeFromMailbox(page.request, email));
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(name)).toBeVisible();
}

/** The signed-in learner's id, asked of the API with the token the web app stored. */
export async function signedInUserId(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const response = await page.request.get('/api/v1/users/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * Runs the backend's own services in this process against the test stack: scenario screens
 * do not exist yet, and the scheduled job that ranks the boards does not run in the test stack.
 */
async function backend() {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'silent' });
  const [progress, leaderboards] = await Promise.all([
    import('../../functions/services/progress/progress-service'),
    import('../../functions/jobs/leaderboards'),
  ]);
  return { recordActivity: progress.recordActivity, rankBoards: leaderboards.run };
}

/** Records one finished scenario worth `xp` in first principles, as the scenario flow would. */
export async function completeScenario(userId: string, xp: number): Promise<void> {
  const { recordActivity } = await backend();
  await recordActivity(userId, `e2e:${randomUUID()}`, {
    kind: 'SCENARIO_COMPLETED',
    xpDistribution: { 'first-principles': xp },
    timeZone: 'UTC',
    occurredAt: new Date(),
  });
}

export async function rankLeaderboards(): Promise<void> {
  const { rankBoards } = await backend();
  await rankBoards();
}
