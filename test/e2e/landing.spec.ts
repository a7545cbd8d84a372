import { randomUUID } from 'node:crypto';
import { HERO_QUESTIONS } from '../../shared/constants';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('landing page', () => {
  test('a newcomer watches the hero rotate, pages through the demo and joins the waitlist', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const question = page.locator('.hero__question');
    await expect(question).toHaveText(HERO_QUESTIONS[0]);
    await expect(
      page.getByRole('link', { name: 'Take the free assessment — no signup required' }),
    ).toHaveAttribute('href', '/initial-assessment');
    // Every 5 s the question fades for 1 s and the next one appears.
    await page.clock.runFor(5_000);
    await expect(question).toHaveClass(/hero__question--fading/);
    await page.clock.runFor(1_000);
    await expect(question).toHaveText(HERO_QUESTIONS[1]);
    await page.clock.runFor(6_000);
    await expect(question).toHaveText(HERO_QUESTIONS[2]);
    await page.clock.resume();

    // The catalogue figures come from the content, and the four teaser models are shown.
    await expect(page.getByRole('list', { name: 'What is inside' })).toContainText(
      /\d+ scenarios with a Socratic tutor/,
    );
    for (const model of ['First Principles', 'Inversion', 'Second-Order Thinking', 'Circle of Competence']) {
      await expect(page.getByRole('heading', { level: 3, name: model })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(page.getByText('Team features are coming soon.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Learn More' }).click();
    const demo = page.getByRole('dialog', { name: 'How Clarity works' });
    await expect(demo.getByRole('heading', { level: 3 })).toBeVisible();
    // A native modal dialog: the page behind neither scrolls nor takes focus (Tab past the last
    // control leaves for the browser's own controls, shown as the body, then comes back).
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const where = await demo.evaluate((dialog) => {
        const active = document.activeElement;
        if (active && dialog.contains(active)) return 'dialog';
        return active === document.body || !active ? 'browser' : 'page behind';
      });
      expect(where).not.toBe('page behind');
    }
    const slides = await demo.getByRole('group', { name: 'Slides' }).getByRole('button').count();
    expect(slides).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
    await demo.getByRole('button', { name: 'Next' }).click();
    await expect(demo.getByText(`Slide 2 of ${slides}`)).toBeAttached();
    await page.keyboard.press('ArrowLeft');
    await expect(demo.getByText(`Slide 1 of ${slides}`)).toBeAttached();
    await demo.getByRole('button', { name: new RegExp(`^Slide ${slides}:`) }).click();
    await expect(demo.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(demo).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Learn More' })).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    const waitlist = page.getByRole('region', { name: 'Join the waitlist' });
    await waitlist.getByLabel('Email').fill('not-an-email');
    await waitlist.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(waitlist.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await waitlist.getByLabel('Email').fill(`newcomer-${randomUUID()}@example.com`);
    await waitlist.getByLabel('Plan').selectOption('Catalyst');
    await waitlist.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(waitlist.getByRole('status')).toContainText("You're on the list for Catalyst");

    await page.screenshot({ path: test.info().outputPath('landing-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('landing-mobile.png'), fullPage: true });
  });
});
