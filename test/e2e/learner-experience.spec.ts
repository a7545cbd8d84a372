import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { authCard, codeFromMailbox, enterCode, freshEmail, PASSWORD, submitSignUp } from './account-steps';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { completeScenario, rankLeaderboards, signedInUserId, signUpThroughTheUi } from './progress-steps';

/** What a newcomer trips on, checked on a laptop and on a phone. */

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
] as const;

const APP_LINKS = ['Dashboard', 'Toolkit', 'Sandbox', 'Skills', 'Leaderboards', 'Profile'];

/** The element a tap at the centre of `target` would reach is the target itself (nothing covers it). */
async function expectUncovered(page: Page, target: Locator) {
  // Measured again until the page has settled: cards that finish loading above the target move
  // it after the scroll. Something that covers it for good still fails.
  await expect
    .poll(async () => {
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      if (!box) return false;
      const handle = await target.elementHandle();
      return page.evaluate(
        ([x, y, element]) => {
          const hit = document.elementFromPoint(x, y);
          return Boolean(hit && element && (hit === element || element.contains(hit)));
        },
        [box.x + box.width / 2, box.y + box.height / 2, handle] as const,
      );
    })
    .toBe(true);
}

async function expectInViewport(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

for (const viewport of VIEWPORTS) {
  test.describe(`learner experience on a ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every app link is reachable on screen, and Feedback covers nothing', async ({ page }) => {
      test.slow();
      const name = `Nav ${randomUUID().slice(0, 6)}`;
      await signUpThroughTheUi(page, name);
      await page.goto('/dashboard');
      await expect(page.getByText(`Welcome, ${name}! Let's get you started.`)).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      const menu = nav.getByRole('button', { name: 'Menu' });
      if (viewport.label === 'phone') {
        await expect(menu).toBeVisible();
        await expect(page.locator('.feedback-fab')).toHaveCount(0);
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(menu).toBeHidden();
      }
      for (const label of APP_LINKS) {
        const link = nav.getByRole('link', { name: label, exact: true });
        await expect(link).toBeVisible();
        await expectInViewport(page, link);
      }
      const feedback = page.getByRole('button', { name: 'Feedback' });
      await expect(feedback).toBeVisible();
      await expectNoAxeViolations(page);
      await feedback.click();
      await expect(page.getByRole('dialog', { name: 'Send feedback' })).toBeVisible();
      await page.keyboard.press('Escape');
      if (viewport.label === 'phone') {
        await nav.getByRole('link', { name: 'Leaderboards' }).click();
        await expect(page).toHaveURL(/\/leaderboards$/);
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
      }

      // Give the learner an achievement and a ranked row, then look for anything covering them.
      const userId = await signedInUserId(page);
      await completeScenario(userId, 120);
      await rankLeaderboards();
      await page.goto('/dashboard');
      await expectUncovered(page, page.getByRole('link', { name: /View all/ }));
      await page.goto('/leaderboards');
      const ownRow = page.getByRole('row', { name: new RegExp(name) });
      await expectUncovered(page, ownRow.getByRole('cell').nth(2));
    });

    test('the side panel agrees with the table; fresh XP is said apart until the next ranking', async ({
      page,
    }) => {
      test.slow();
      const name = `Ranked ${randomUUID().slice(0, 6)}`;
      await signUpThroughTheUi(page, name);
      const userId = await signedInUserId(page);
      await completeScenario(userId, 100);
      await rankLeaderboards();
      await completeScenario(userId, 66);

      await page.goto('/leaderboards');
      const ownRow = page.getByRole('row', { name: new RegExp(name) });
      await expect(ownRow).toContainText('100 XP');
      const rowRank = (await ownRow.getByRole('cell').first().textContent())!.trim();
      const standing = page.getByRole('region', { name: 'Your rank' });
      await expect(standing).toContainText(`#${rowRank}`);
      await expect(standing).toContainText('100 XP');
      await expect(standing).toContainText('+66 XP since this ranking, counted at the next update.');
      await expectNoAxeViolations(page);
    });

    test('the public profile lists the achievements the learner earned', async ({ page }) => {
      const name = `Public ${randomUUID().slice(0, 6)}`;
      await signUpThroughTheUi(page, name);
      const userId = await signedInUserId(page);
      await completeScenario(userId, 60);
      await page.goto(`/u/${userId}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('No achievements unlocked yet')).toHaveCount(0);
      await expect(page.getByRole('listitem').filter({ hasText: 'First Dialogue' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('Change Email and the same address again leads to a code that verifies', async ({ page }) => {
      const email = freshEmail('again');
      await page.goto('/login');
      await authCard(page).getByRole('button', { name: 'Create an account' }).click();
      await submitSignUp(page, { name: 'Second Try', email });
      await codeFromMailbox(page.request, email);
      await page.getByRole('button', { name: 'Change Email' }).click();
      // The form keeps what was typed; the same address goes again.
      await authCard(page).getByLabel('Email').fill(email);
      await authCard(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
      await authCard(page).getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
      await authCard(page).getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
      await expect(page.getByText('Signup failed.')).toHaveCount(0);
      await enterCode(page, await codeFromMailbox(page.request, email, 2));
      await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Second Try')).toBeAttached();
    });

    test('a learner who forgot the password resets it with a mailed code and signs in', async ({ page }) => {
      const email = freshEmail('forgot');
      await page.goto('/login');
      await authCard(page).getByRole('button', { name: 'Create an account' }).click();
      await submitSignUp(page, { name: 'Forgetful', email });
      await enterCode(page, await codeFromMailbox(page.request, email));
      await expect(page).toHaveURL(/\/initial-assessment$/);
      await page.evaluate(() => localStorage.clear());

      await page.goto('/login');
      await authCard(page).getByLabel('Email').fill(email);
      await authCard(page).getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByText(/a 6-digit code to reset its password is on its way/)).toBeVisible();
      await expectNoAxeViolations(page);
      const code = await codeFromMailbox(page.request, email, 2);
      await page.getByLabel('Digit 1 of 6').click();
      await page.keyboard.type(code);
      const fresh = 'Brand-New-Lantern-7';
      await page.getByLabel('New password', { exact: true }).fill(fresh);
      await page.getByLabel('Confirm new password', { exact: true }).fill(fresh);
      await page.getByRole('button', { name: 'Reset Password' }).click();

      await expect(
        page.getByText('Your password has been reset. Sign in with your new password.'),
      ).toBeVisible();
      await expect(authCard(page).getByLabel('Email')).toHaveValue(email);
      await authCard(page).getByLabel('Password', { exact: true }).fill(fresh);
      await authCard(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/initial-assessment$/);
    });

    test('the assessment shows one question inside its card, progress first', async ({ page }) => {
      await page.goto('/initial-assessment');
      const progress = page.getByRole('progressbar', { name: 'Assessment progress' });
      await expect(progress).toBeVisible();
      await expectInViewport(page, progress);
      const card = page.locator('fieldset.assessment-question').first();
      const legend = card.locator('legend');
      const [cardBox, legendBox] = [await card.boundingBox(), await legend.boundingBox()];
      // The card's top border runs above the question text, not through it.
      expect(legendBox!.y).toBeGreaterThan(cardBox!.y + 4);
      expect((await progress.boundingBox())!.y).toBeLessThan(cardBox!.y);
      await expect(page.getByText('Question 2 of 15')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('payment success opened without a checkout claims nothing', async ({ page }) => {
      await signUpThroughTheUi(page, `Payless ${randomUUID().slice(0, 6)}`);
      await page.goto('/payment-success');
      await expect(page.getByRole('heading', { level: 1, name: 'No payment to confirm' })).toBeVisible();
      await expect(page.getByText(/Payment Successful|Welcome to Strategist/)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('the Clarity Meter is in view when the dialogue starts', async ({ page }) => {
      await signUpThroughTheUi(page, `Meter ${randomUUID().slice(0, 6)}`);
      await page.goto('/scenario/the-half-built-app');
      await page.getByRole('button', { name: 'Begin Scenario' }).click();
      const meter = page.getByRole('progressbar', { name: 'Understanding' });
      await expect(meter).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectInViewport(page, meter);
      const log = page.getByRole('log', { name: 'Conversation with your tutor' });
      expect((await meter.boundingBox())!.y).toBeLessThan((await log.boundingBox())!.y + 1);
    });
  });
}
