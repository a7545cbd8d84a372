import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { authCard, codeFromMailbox, enterCode, freshEmail, submitSignUp } from './account-steps';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signUpThroughTheUi } from './progress-steps';

const STRONG = [
  'The 1.2 million is spent either way, so it should not decide anything, because we cannot get it back.',
  'From here the vendor costs 150,000 a year and six weeks, while finishing costs 600,000 more and nine months, and testers rated the vendor higher.',
];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A second person on their own browser (own storage), on a phone-sized screen. */
async function secondLearner(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context.newPage();
}

/** Plays the half-built app from its briefing to the completion page. */
async function playToCompletion(page: Page) {
  await page.getByRole('button', { name: /^(Begin|Continue) Scenario$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  const reply = page.getByRole('textbox', { name: 'Your reply' });
  const log = page.getByRole('log', { name: 'Conversation with your tutor' });
  for (const text of STRONG) {
    await reply.fill(text);
    await reply.press('Enter');
    await expect(log).toContainText(text);
  }
  // The tutor's closing turn stays on screen until the learner asks for the results.
  await page.getByRole('button', { name: 'See Your Results' }).click();
  await expect(page.getByRole('heading', { name: /^Scenario complete: \d+% understanding$/ })).toBeVisible();
}

/** Signs up through the verification screen; the page must be on Create Account. */
async function signUpHere(page: Page, name: string) {
  const email = freshEmail('friend');
  await submitSignUp(page, { name, email });
  await enterCode(page, await codeFromMailbox(page.request, email));
}

test.describe('challenges between friends', () => {
  test('A challenges B: B accepts as a guest, signs up, plays in challenge mode; A sees the score and closes it', async ({
    page,
    browser,
    baseURL,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const nameA = `Ada ${randomUUID().slice(0, 6)}`;
    const nameB = `Bo ${randomUUID().slice(0, 6)}`;

    await signUpThroughTheUi(page, nameA);
    await page.goto('/scenario/the-half-built-app');
    await playToCompletion(page);
    await expect(page.getByRole('heading', { name: 'Challenge a Friend' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Challenge Link' }).click();
    const linkField = page.getByLabel('Your challenge link');
    await expect(linkField).toHaveValue(/\/challenge\/[A-Za-z0-9_-]{16}$/);
    const link = await linkField.inputValue();
    expect(link.startsWith(new URL(page.url()).origin)).toBe(true);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectNoAxeViolations(page);

    // B opens the link as a guest on a phone.
    const pageB = await secondLearner(browser, baseURL);
    await pageB.goto(link);
    await expect(pageB.getByRole('heading', { level: 1, name: `${nameA}'s Challenge` })).toBeVisible();
    await expect(pageB.getByText('Scenario: The Half-Built App')).toBeVisible();
    await expect(pageB.getByRole('heading', { name: 'Standings' })).toBeVisible();
    await expectNoAxeViolations(pageB);
    await pageB.getByRole('button', { name: 'Accept Challenge' }).click();
    await expect(pageB).toHaveURL(/\/login$/);
    await authCard(pageB).getByRole('button', { name: 'Create an account' }).click();
    await signUpHere(pageB, nameB);

    // Back on the challenge, the accept goes through and the scenario opens in challenge mode.
    await expect(pageB).toHaveURL(/\/scenario\/the-half-built-app\/challenge\/[A-Za-z0-9_-]{16}$/);
    await expect(pageB.getByText(/^Challenge · /)).toBeVisible();
    await playToCompletion(pageB);
    await expectNoAxeViolations(pageB);
    await pageB.getByRole('link', { name: 'View Challenge Result' }).click();
    await expect(pageB.getByRole('heading', { name: 'Standings' })).toBeVisible();
    const youRow = pageB.getByRole('row').filter({ hasText: `${nameB} (you)` });
    await expect(youRow).toContainText(/\d+%/);
    await expect(pageB.getByRole('button', { name: 'Accept Challenge' })).toHaveCount(0);
    await expectNoAxeViolations(pageB);

    // A finds it in the Challenges tab, sees B's score, and closes it.
    await page.goto('/profile?tab=challenges');
    const list = page.getByRole('list', { name: 'Your challenges' });
    await expect(list.getByText('The Half-Built App')).toBeVisible();
    await expectNoAxeViolations(page);
    await list.getByRole('link', { name: 'View challenge: The Half-Built App' }).click();
    await expect(page.getByRole('row').filter({ hasText: nameB })).toContainText(/\d+%/);
    await page.goBack();
    await page.getByRole('button', { name: 'Close challenge: The Half-Built App' }).click();
    await expect(list.getByText('CLOSED')).toBeVisible();

    await pageB.reload();
    await expect(pageB.getByRole('heading', { name: 'Final Standings' })).toBeVisible();
    await pageB.context().close();
  });

  test("A's referral link: B signs up through it and A's Referrals tab shows one sign-up and 3 days", async ({
    page,
    browser,
    baseURL,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughTheUi(page, `Referrer ${randomUUID().slice(0, 6)}`);
    await page.goto('/profile?tab=referrals');
    await expect(
      page.getByText(/3 free premium days for every friend who signs up, and 7 more/),
    ).toBeVisible();
    const field = page.getByLabel('Your referral link');
    await expect(field).toHaveValue(/\/login\?ref=[A-Z2-9]{8}$/);
    const link = await field.inputValue();
    await expectNoAxeViolations(page);

    const pageB = await secondLearner(browser, baseURL);
    await pageB.goto(link);
    await signUpHere(pageB, `Friend ${randomUUID().slice(0, 6)}`);
    await expect(pageB).toHaveURL(/\/initial-assessment$/);
    await pageB.context().close();

    await page.reload();
    const figure = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(figure('Friends signed up')).toHaveText('1');
    await expect(figure('Total days earned')).toHaveText('3');
    await expect(figure('Premium time left')).toHaveText('3 days');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
  });
});
