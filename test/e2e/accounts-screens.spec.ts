import path from 'node:path';
import type { Page } from '@playwright/test';
import { createLearner, freshEmail, signInAs, submitSignUp } from './account-steps';
import { expect, test } from './fixtures';

/**
 * Pictures of the accounts screens at desktop and phone widths, for a person to look at
 * (test-results/ is git-ignored). Each also checks that nothing scrolls sideways.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'mobile', width: 390, height: 844 },
] as const;

async function capture(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test(`login, create-account and verification screens at ${viewport.label} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await capture(page, `login-sign-in-${viewport.label}`);

    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await capture(page, `login-create-account-${viewport.label}`);

    await submitSignUp(page, { name: 'Screen Tester', email: freshEmail(`screens-${viewport.label}`) });
    await page.keyboard.type('123');
    await capture(page, `verification-${viewport.label}`);
  });
}

for (const viewport of VIEWPORTS) {
  test(`profile settings and public profile at ${viewport.label} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const learner = await createLearner(page.request, 'Screen Learner');
    await signInAs(page, learner);

    await page.goto('/profile?tab=settings');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await capture(page, `profile-settings-${viewport.label}`);

    await page.goto(`/u/${learner.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Screen Learner' })).toBeVisible();
    await capture(page, `public-profile-${viewport.label}`);
  });
}
