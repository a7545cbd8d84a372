import {
  authCard,
  codeFromMailbox,
  enterCode,
  freshEmail,
  seedGuestAttempt,
  signOutViaUserMenu,
  submitSignIn,
  submitSignUp,
} from './account-steps';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('accounts', () => {
  test('sign up, verify with the mailed code, sign out and sign back in', async ({ page }) => {
    const email = freshEmail('signup');
    await page.goto('/login');
    await authCard(page).getByRole('button', { name: 'Create an account' }).click();
    await submitSignUp(page, { name: 'Ada Tester', email });
    await expect(page.getByText('Code expires in 10 minutes')).toBeVisible();

    await enterCode(page, await codeFromMailbox(page.request, email));

    // A new learner has not taken the initial assessment yet.
    await expect(page).toHaveURL(/\/initial-assessment$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Ada Tester')).toBeVisible();

    await signOutViaUserMenu(page, 'Ada Tester');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.goto('/login');
    await submitSignIn(page, email);
    await expect(page).toHaveURL(/\/initial-assessment$/);
  });

  test('a guest assessment is carried into sign-up, so sign-in lands on the dashboard', async ({ page }) => {
    const attemptId = await seedGuestAttempt();
    const email = freshEmail('guest');
    await page.goto('/initial-assessment');
    await page.evaluate((id) => sessionStorage.setItem('guestAttemptId', id), attemptId);

    // With an attempt waiting, /login opens on Create Account by itself.
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      `/oauth2/authorize/google?guestAttemptId=${attemptId}`,
    );
    await submitSignUp(page, { name: 'Grace Guest', email });
    await enterCode(page, await codeFromMailbox(page.request, email));

    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => sessionStorage.getItem('guestAttemptId'))).toBeNull();

    await signOutViaUserMenu(page, 'Grace Guest');
    await page.goto('/login');
    await submitSignIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong code shows the spec text; Resend Code mails a new code that works', async ({ page }) => {
    const email = freshEmail('resend');
    await page.goto('/login?from=assessment');
    await submitSignUp(page, { name: 'Resend Tester', email });
    const first = await codeFromMailbox(page.request, email);
    const wrong = first === '000000' ? '111111' : '000000';

    await enterCode(page, wrong);
    await expect(page.getByRole('alert')).toHaveText(
      'Verification failed. Please check the code and try again.',
    );
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();

    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByText('A new code is on its way. It expires in 10 minutes.')).toBeVisible();
    const second = await codeFromMailbox(page.request, email, 2);

    await enterCode(page, second);
    await expect(page).toHaveURL(/\/initial-assessment$/);
  });

  test('Change Email goes back to the form with the details kept', async ({ page }) => {
    const email = freshEmail('change');
    await page.goto('/login?from=assessment');
    await submitSignUp(page, { name: 'Change Tester', email });
    await page.getByLabel('Digit 1 of 6').fill('4');

    await page.getByRole('button', { name: 'Change Email' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test('Google sign-in through the local stand-in ends signed in', async ({ page }) => {
    const email = freshEmail('google');
    await page.goto('/login');

    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Gia Google');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page).toHaveURL(/\/initial-assessment$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Gia Google')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
  });

  test('the login page passes axe in both modes', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    // With every validation message showing, too.
    await expect(
      page.getByText('Passwords do not match').or(page.getByText('Full name is required.')),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the verification screen passes axe', async ({ page }) => {
    await page.goto('/login?from=assessment');
    await submitSignUp(page, { name: 'Axe Tester', email: freshEmail('axe') });
    await expectNoAxeViolations(page);
  });
});
