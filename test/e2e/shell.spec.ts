import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('web shell', () => {
  test('landing: transparent navbar, Beta badge, sign-in links with a full page load', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Beta')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(page);
  });

  test('sign-in-required pages send a signed-out visitor to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/toolkit', '/profile', '/scenario/some-id']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('an unknown path sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
  });

  test('a stored token the API refuses is dropped and the visitor is signed out', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'not-a-real-token');
      localStorage.setItem('refreshToken', 'not-a-real-refresh-token');
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('API paths answer JSON, never the web app', async ({ page }) => {
    const response = await page.goto('/api/v1/not-a-route');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/application\/json/);
    expect(await response?.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  test('the payment-cancel page offers the way back to pricing', async ({ page }) => {
    await page.goto('/payment-cancel');
    await expect(page.getByRole('link', { name: /pricing/i })).toHaveAttribute('href', '/pricing');
    await expectNoAxeViolations(page);
  });
});
