import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signUpThroughTheUi } from './progress-steps';

test.describe('payments', () => {
  test('a free learner upgrades through the local checkout and sees the Premium badge', async ({ page }) => {
    await signUpThroughTheUi(page, `Upgrader ${randomUUID().slice(0, 6)}`);
    await page.goto('/profile');
    await expect(page.getByText('Free', { exact: true })).toBeVisible();

    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();

    // The local stand-in plays the payment provider's checkout page.
    await expect(page.getByRole('heading', { name: 'Start your Strategist trial' })).toBeVisible();
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await expect(page).toHaveURL(/\/payment-success\?session_id=/);
    await expect(page.getByText(/Welcome to Strategist!/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

    await page.goto('/profile');
    await expect(page.getByText('Premium', { exact: true })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByText('Your current plan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  });

  test('a cancelled payment says it was not processed and leads back to pricing', async ({ page }) => {
    await page.goto('/payment-cancel');
    await expect(page.getByText(/was not processed/)).toBeVisible();
    await page.getByRole('link', { name: 'Return to pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();
  });
});
