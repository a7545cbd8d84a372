import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signUpThroughTheUi } from './progress-steps';

const STRONG = [
  'The 1.2 million is spent either way, so it should not decide anything, because we cannot get it back.',
  'From here the vendor costs 150,000 a year and six weeks, while finishing costs 600,000 more and nine months, and testers rated the vendor higher.',
];

test.describe('scenario', () => {
  test('a learner plays a scenario to completion, watching the Clarity Meter rise, and sees the XP on the dashboard', async ({
    page,
  }) => {
    await page.clock.install();
    await signUpThroughTheUi(page, `Scenario Tester ${randomUUID().slice(0, 6)}`);
    await page.goto('/scenario/the-half-built-app');

    await expect(page.getByRole('heading', { level: 1, name: 'The Half-Built App' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mission briefing' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Begin Scenario' }).click();

    const log = page.getByRole('log', { name: 'Conversation with your tutor' });
    await expect(log).toContainText("what is the finance director's argument really resting on?");
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await expect(page.getByText('Unlock Adaptive Coaching')).toBeVisible();
    const timer = page.getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveText('10:00');

    // From here the page's clock moves only when the test moves it: it runs during the
    // dialogue and stands still while paused.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
    await page.clock.runFor(3000);
    await expect(timer).toHaveText('9:57');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused. Resume to keep going; the timer is stopped.')).toBeVisible();
    await page.clock.runFor(5000);
    await expect(timer).toHaveText('9:57');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(2000);
    await expect(timer).toHaveText('9:55');
    await page.clock.resume();

    const meter = page.getByRole('progressbar', { name: 'Understanding' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expectNoAxeViolations(page);

    const reply = page.getByRole('textbox', { name: 'Your reply' });
    await reply.fill('   ');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await reply.fill(STRONG[0]!);
    await expect(page.getByText(`${STRONG[0]!.length}/1000`)).toBeVisible();
    await reply.press('Enter');
    await expect(log).toContainText(STRONG[0]!);
    await expect(meter).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText('Good progress: 1 of 3 key insights so far.')).toBeVisible();

    await reply.fill(STRONG[1]!);
    await reply.press('Enter');
    // The tutor's closing turn stays on screen until the learner moves on.
    const tutorTurns = log.getByRole('listitem').filter({ hasText: /^Tutor/ });
    await expect(tutorTurns).toHaveCount(3);
    await expect(page.getByText('The tutor has wrapped up the dialogue.', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
    await page.getByRole('button', { name: 'See Your Results' }).click();
    await expect(page.getByRole('heading', { name: 'Scenario complete: 83% understanding' })).toBeVisible();
    // The loop closes: XP, the first achievement and one next step on the learner's path.
    await expect(page.getByText('+83 XP').first()).toBeAttached();
    await expect(page.getByRole('listitem').filter({ hasText: 'First Dialogue' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Next in / })).toBeVisible();
    await expect(page.getByText('Lesson Learned')).toBeVisible();
    await expect(page.getByText(/Money and time already spent are gone/)).toBeVisible();
    const xpItems = page.getByRole('listitem').filter({ hasText: /\+\d+ XP/ });
    await expect(xpItems).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'View Your Skill Tree' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('group', { name: 'Scenarios completed' })).toHaveText(
      /^Scenarios completed\s*1$/,
    );
    await expect(page.getByRole('group', { name: 'Total XP' })).toContainText('83 XP this week');
  });

  test('a list of the right words moves nothing; a real argument moves the Clarity Meter', async ({
    page,
  }) => {
    await signUpThroughTheUi(page, `Keyword Tester ${randomUUID().slice(0, 6)}`);
    await page.goto('/scenario/the-half-built-app');
    await page.getByRole('button', { name: 'Begin Scenario' }).click();
    const log = page.getByRole('log', { name: 'Conversation with your tutor' });
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    const meter = page.getByRole('progressbar', { name: 'Understanding' });
    const reply = page.getByRole('textbox', { name: 'Your reply' });

    const keywords =
      '1.2 million already spent sunk gone irrelevant 600,000 150,000 future cost nine months six weeks testers team engineers free up opportunity cost';
    await reply.fill(keywords);
    await reply.press('Enter');
    await expect(log).toContainText(keywords);
    await expect(page.getByText(/A list of words is not an argument/)).toBeVisible();
    await expect(meter).toHaveAttribute('aria-valuenow', '0');

    await reply.fill(STRONG[0]!);
    await reply.press('Enter');
    await expect(meter).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText('Good progress: 1 of 3 key insights so far.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown scenario goes to /404 and a premium one sends a free learner to /pricing', async ({
    page,
  }) => {
    await signUpThroughTheUi(page, `Scenario Guard ${randomUUID().slice(0, 6)}`);
    await page.goto('/scenario/no-such-scenario');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/scenario/settle-or-fight');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByText('Upgrade to access this feature!')).toBeVisible();
  });

  test("the sandbox lists a model's scenarios and opens one", async ({ page }) => {
    await signUpThroughTheUi(page, `Sandbox Tester ${randomUUID().slice(0, 6)}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox' }).click();
    const card = page.getByRole('article', { name: 'Opportunity Cost' });
    await expect(card).toContainText(/\d+ scenarios?/);
    await expect(page.getByRole('article', { name: 'Expected Value' })).toContainText(
      'Locked (Require Level 3)',
    );
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Start Challenge: Opportunity Cost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scenarios for Opportunity Cost' });
    await expect(dialog.getByRole('link', { name: 'Start: The Half-Built App' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: 'Start: The Half-Built App' }).click();
    await expect(page).toHaveURL(/\/scenario\/the-half-built-app$/);
    await expect(page.getByRole('button', { name: 'Begin Scenario' })).toBeVisible();
  });

  test("the dashboard leads to the learning path and to the day's challenge, which then moves to Continue Learning", async ({
    page,
  }) => {
    await signUpThroughTheUi(page, `Path Tester ${randomUUID().slice(0, 6)}`);
    await page.goto('/dashboard');
    await expect(page.getByText('No scenarios in progress. Start a new one!')).toBeVisible();
    const pathCard = page.getByRole('region', { name: /Your learning path/ });
    await pathCard.getByRole('link', { name: 'Begin Path' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'First Steps in Clear Thinking' }),
    ).toBeVisible();
    await expect(page.getByText('0 of 5 scenarios completed')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/dashboard');
    const challenge = page.getByRole('region', { name: /Daily challenge/ });
    const title = (await challenge.getByRole('heading').textContent())!.replace('Daily challenge: ', '');
    await challenge.getByRole('link', { name: 'Start Challenge' }).click();
    await page.getByRole('button', { name: 'Begin Scenario' }).click();
    await expect(page.getByRole('log', { name: 'Conversation with your tutor' })).toContainText('?');

    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Continue Learning' }).getByRole('link', { name: new RegExp(title) }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /Daily challenge/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
