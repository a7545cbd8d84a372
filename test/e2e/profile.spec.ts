import { createLearner, signInAs } from './account-steps';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('profile and public profile', () => {
  test('settings: a changed name and toggle are saved together and survive a reload', async ({ page }) => {
    const learner = await createLearner(page.request, 'Settings Tester');
    await signInAs(page, learner);
    await page.goto('/profile?tab=settings');

    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Settings Tester');
    await expectNoAxeViolations(page);

    await name.fill('Settings Renamed');
    const reminders = page.getByRole('switch', { name: 'Daily reminders' });
    await expect(reminders).not.toBeChecked();
    await reminders.check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    // The session's user is refreshed, so the navbar already shows the new name.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Settings Renamed')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Settings Renamed');
    await expect(page.getByRole('switch', { name: 'Daily reminders' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings Renamed' })).toBeVisible();
  });

  test('feedback dialog: too short is refused, a real message is sent and the dialog closes', async ({
    page,
  }) => {
    const learner = await createLearner(page.request, 'Feedback Tester');
    await signInAs(page, learner);
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await dialog.getByLabel('Message').fill('too short');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please provide at least 10 characters in your message.')).toBeVisible();

    await dialog.getByLabel('Message').fill('The settings tab is clear and quick to use.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Thank you! Your feedback has been sent.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the public page shows a public learner and hides one who turned it off', async ({ page }) => {
    const open = await createLearner(page.request, 'Open Learner');
    const hidden = await createLearner(page.request, 'Hidden Learner');
    const turnedOff = await page.request.put('/api/v1/users/me/preferences', {
      headers: { Authorization: `Bearer ${hidden.token}` },
      data: { emailNotifications: true, dailyReminders: false, publicLeaderboard: false },
    });
    expect(turnedOff.ok()).toBe(true);

    // Signed out on purpose: the public page is for anyone with the link.
    await page.goto(`/u/${open.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Open Learner' })).toBeVisible();
    await expect(page.getByText(/^Member since /)).toBeVisible();
    await expect(page.getByText(/No achievements unlocked yet/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start your own journey' }).first()).toHaveAttribute(
      'href',
      '/initial-assessment',
    );
    await expectNoAxeViolations(page);

    await page.goto(`/u/${hidden.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeVisible();
    await expect(page.getByText('Could not load this profile.')).toBeVisible();
    await expect(page.getByText('Hidden Learner')).toHaveCount(0);
  });

  test('Share Profile copies the public link and confirms it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const learner = await createLearner(page.request, 'Share Tester');
    await signInAs(page, learner);
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Share Profile' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}/u/${learner.id}`);
    await expect(page.getByRole('button', { name: 'Share Profile' })).toBeVisible();
  });
});

// A reminder email's link opens a page of the app, never raw API output.
for (const viewport of [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
]) {
  test(`an expired unsubscribe link explains itself on a page (${viewport.label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/unsubscribe?token=${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily reminders' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This unsubscribe link is not valid or has expired. Turn reminders off in your profile settings.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to your settings' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
