import { codeFromMailbox, enterCode, freshEmail, submitSignUp } from './account-steps';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('initial assessment', () => {
  test('a guest takes the assessment, reads the results, signs up from the prompt and lands on the dashboard with the recommended path', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Take the free assessment/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Initial Assessment' })).toBeVisible();
    await expectNoAxeViolations(page);

    // One question at a time, the progress at the top; 14 choices and one free-text answer.
    const submit = page.getByRole('button', { name: 'Submit Assessment' });
    const progress = page.getByRole('progressbar', { name: 'Assessment progress' });
    await expect(page.getByText('Question 1 of 15')).toBeVisible();
    let freeText = 0;
    for (let i = 0; i < 15; i += 1) {
      await expect(page.getByText(`Question ${i + 1} of 15`)).toBeVisible();
      const radios = page.getByRole('radio');
      if ((await radios.count()) > 0) {
        await radios.first().check();
        // Enter on a choice moves on, as the keyboard path does.
        if (i < 14) await radios.first().press('Enter');
      } else {
        freeText += 1;
        await page
          .getByRole('textbox')
          .fill(
            'It generalizes from one lucky case; the risk only shows across many people, on average, in crashes.',
          );
        if (i < 14) await page.getByRole('button', { name: 'Next' }).click();
      }
    }
    expect(freeText).toBe(1);
    await expect(progress).toHaveAttribute('aria-valuenow', '15');
    await expect(page.getByText('15 of 15 answered')).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/assessment\/(processing|results)\?attemptId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Results' })).toBeVisible({
      timeout: 15_000,
    });
    const style = page.locator('#snapshot-style');
    await expect(style).not.toBeEmpty();
    const styleName = (await style.textContent())!.trim();
    await expect(page.getByRole('list', { name: 'Scores by dimension' }).getByRole('listitem')).toHaveCount(
      5,
    );
    const lead = await page.locator('.page__lead').textContent();
    const pathName = lead!.replace('Recommended starting point: ', '').replace(/\.$/, '');
    await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      /twitter\.com\/intent\/tweet/,
    );
    await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Create Free Account' }).click();
    const email = freshEmail('assessed');
    await submitSignUp(page, { name: 'Assessed Guest', email });
    await enterCode(page, await codeFromMailbox(page.request, email));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: `Your learning path: ${pathName}` })).toBeVisible();

    await page.goto('/profile');
    const snapshot = page.getByRole('region', { name: 'Cognitive snapshot' });
    await expect(snapshot).toContainText(styleName);
    await expect(snapshot.getByRole('link', { name: 'Retake Assessment' })).toHaveCount(0);
    await expect(snapshot).toContainText('Retake available after 3 more scenarios');
  });
});
