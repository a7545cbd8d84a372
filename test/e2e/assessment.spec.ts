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

    const submit = page.getByRole('button', { name: 'Submit Assessment' });
    const choiceQuestions = page.getByRole('group');
    const count = await choiceQuestions.count();
    expect(count).toBe(14);
    for (let i = 0; i < count; i += 1) {
      await choiceQuestions.nth(i).getByRole('radio').first().check();
    }
    // One question has no options: a free-text answer completes the form.
    await expect(submit).toBeDisabled();
    await expect(page.getByText('14 of 15 answered')).toBeVisible();
    await page
      .getByRole('textbox')
      .fill(
        'It generalizes from one lucky case; the risk only shows across many people, on average, in crashes.',
      );
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
