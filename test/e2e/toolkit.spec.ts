import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PracticeSession } from '../../shared/schemas/toolkit';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signUpThroughTheUi } from './progress-steps';

/** The answer key, read from the content files: the API never sends it before a pick. */
function correctIndexOf(questionId: string): number {
  const folder = path.resolve(import.meta.dirname, '../../functions/content/questions');
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const questions = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Array<{
      id: string;
      correctIndex: number;
    }>;
    const found = questions.find((q) => q.id === questionId);
    if (found) return found.correctIndex;
  }
  throw new Error(`No such question: ${questionId}`);
}

test.describe('toolkit and practice', () => {
  test('a learner finds a model, practises it to the end and sees the XP on the dashboard', async ({
    page,
  }) => {
    // Sign-up, five server-checked picks and three axe scans: a long journey on a small machine.
    test.slow();
    await signUpThroughTheUi(page, `Toolkit Tester ${randomUUID().slice(0, 6)}`);
    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Total XP' })).toContainText('0 XP this week');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Toolkit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Toolkit' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Search the toolkit' }).fill('inversion');
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: 'Inversion' });
    await expect(card).toContainText('Beginner');

    // The session carries no answer key; each pick is checked by the server. This learner
    // answers every question right.
    const sessionResponse = page.waitForResponse((r) => /\/api\/v1\/practice\/inversion$/.test(r.url()));
    await card.getByRole('link', { name: 'Practice Inversion' }).click();
    const session = ((await (await sessionResponse).json()) as { data: PracticeSession }).data;
    await expect(page).toHaveURL(/\/practice\/skill\/inversion$/);

    for (const [index, question] of session.questions.entries()) {
      await expect(page.getByText(`Question ${index + 1} of ${session.questions.length}`)).toBeVisible();
      const options = page.getByRole('list', { name: 'Answer options' }).getByRole('button');
      const correct = correctIndexOf(question.id);
      await options.nth(correct).click();
      await expect(page.getByText('Correct!')).toBeVisible();
      // Locked after the first pick: another option does not change the answer.
      await options.nth((correct + 1) % 4).click({ force: true });
      await expect(options.nth(correct)).toHaveAttribute('aria-pressed', 'true');
      if (index === 0) await expectNoAxeViolations(page);
      const last = index === session.questions.length - 1;
      await page.getByRole('button', { name: last ? 'Finish Session' : 'Next Question' }).click();
    }

    const xp = session.questions.length * 10;
    await expect(page.getByRole('heading', { name: 'Session complete: Inversion' })).toBeVisible();
    await expect(page.getByText('100%')).toBeVisible();
    await expect(page.getByText(`+${xp}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Toolkit' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Total XP' })).toContainText(`${xp} XP this week`);

    await page.goto('/toolkit');
    await page.getByRole('searchbox', { name: 'Search the toolkit' }).fill('inversion');
    await expect(page.getByRole('article', { name: 'Inversion' })).toContainText(/Mastery [1-9]\d*%/);
  });

  test('a free learner who picks a premium item lands on /pricing', async ({ page }) => {
    await signUpThroughTheUi(page, `Premium Tester ${randomUUID().slice(0, 6)}`);
    await page.goto('/toolkit');
    await page.getByRole('searchbox', { name: 'Search the toolkit' }).fill('expected value');
    const card = page.getByRole('article', { name: 'Expected Value' });
    await expect(card).toContainText('Premium');
    await card.getByRole('link', { name: /Upgrade to Premium/ }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    // Reaching a premium practice directly is refused by the server and ends on /pricing too.
    await page.goto('/practice/skill/expected-value');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByText('Upgrade to access this feature!')).toBeVisible();
  });

  test('the skill tree opens the first branch and leads into practice', async ({ page }) => {
    await signUpThroughTheUi(page, `Tree Tester ${randomUUID().slice(0, 6)}`);
    await page.goto('/skill-tree');
    const branches = page.locator('.skill-branch__toggle');
    await expect(branches.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(branches.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /First Principles/ }).click();
    await expect(page).toHaveURL(/\/practice\/skill\/first-principles$/);
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  });
});
