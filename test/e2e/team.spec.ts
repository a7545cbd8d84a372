import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { authCard, codeFromMailbox, enterCode, freshEmail, submitSignUp } from './account-steps';
import { expect, expectNoAxeViolations, stackEnv, test } from './fixtures';

/**
 * The team journey: ops creates a team for an owner, the owner invites a colleague by email,
 * the colleague joins from the link in the dev mailbox, both see each other, and a path the
 * owner assigns leads the colleague's dashboard. Every tab gets an axe scan.
 */
const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'mobile', width: 390, height: 844 },
] as const;

async function backend() {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'silent' });
  const [admin, teams] = await Promise.all([
    import('../../functions/services/admin-service'),
    import('../../functions/services/teams/team-refresh'),
  ]);
  return { createTeam: admin.createTeam, refreshTeam: teams.refreshTeam };
}

async function signUp(page: Page, name: string, email: string) {
  await authCard(page).getByRole('button', { name: 'Create an account' }).click();
  await submitSignUp(page, { name, email });
  await enterCode(page, await codeFromMailbox(page.request, email));
  // Signed in once the app has left the login page for the next one.
  await expect(page).not.toHaveURL(/\/login/);
}

/** The path of the invitation link in the newest invitation mail to `email`. */
async function invitationPath(request: APIRequestContext, email: string): Promise<string> {
  const link = /\/team-invite\/[A-Za-z0-9_-]{43}/;
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__dev/mailbox?email=${encodeURIComponent(email)}`);
      const mails = ((await response.json()) as { data: Array<{ text: string }> }).data;
      found = mails.map((m) => link.exec(m.text)?.[0]).find(Boolean);
      return found;
    })
    .toBeTruthy();
  return found!;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

for (const viewport of VIEWPORTS) {
  test(`an owner invites a colleague who joins and sees the assigned path (${viewport.label})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const suffix = randomUUID().slice(0, 6);
    const ownerName = `Olive Owner ${suffix}`;
    const colleagueName = `Carl Colleague ${suffix}`;
    const teamName = `Northwind ${suffix}`;
    const ownerEmail = freshEmail('owner');
    const colleagueEmail = freshEmail('colleague');

    // Without a team: no Team link and the page says so.
    await page.goto('/login');
    await signUp(page, ownerName, ownerEmail);
    await page.goto('/team');
    await expect(page.getByText('You are not currently part of a team.')).toBeVisible();

    // Ops creates the team (npm run admin -- create-team).
    const { createTeam, refreshTeam } = await backend();
    const { teamId } = await createTeam(teamName, ownerEmail);
    await page.goto('/dashboard');
    if (viewport.width >= 1024) {
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }),
      ).toBeVisible();
    }
    await page.getByRole('region', { name: 'Quick links' }).getByRole('link', { name: /Team/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Members' })).toContainText('1');
    await expectNoAxeViolations(page);

    // The owner invites the colleague through the prompt.
    await openTab(page, 'Members');
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByLabel('Email').fill(colleagueEmail);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent!' })).toBeVisible();
    await expect(page.getByText(colleagueEmail).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The colleague opens the emailed link, signs up with the invited address and accepts.
    const colleagueContext = await browser.newContext({
      baseURL,
      viewport: { width: viewport.width, height: viewport.height },
    });
    const colleague = await colleagueContext.newPage();
    await colleague.goto(await invitationPath(colleague.request, colleagueEmail));
    await expect(colleague.getByRole('heading', { level: 1, name: `Join ${teamName}` })).toBeVisible();
    await expectNoAxeViolations(colleague);
    await colleague.getByRole('button', { name: 'Sign in to accept' }).click();
    await signUp(colleague, colleagueName, colleagueEmail);
    await colleague.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(colleague.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await openTab(colleague, 'Members');
    await expect(colleague.getByText(ownerName)).toBeVisible();
    await expect(colleague.getByText(`${colleagueName} (you)`)).toBeVisible();

    // The owner sees the colleague as an active member.
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: colleagueName })).toContainText('Active');

    // The owner assigns a path; it leads the colleague's dashboard.
    await openTab(page, 'Learning paths');
    const choice = page.getByLabel('Assign a learning path to the team');
    await expect(choice.locator('option').first()).toBeAttached();
    const pathName = (await choice.locator('option:checked').textContent())!.trim();
    await page.getByRole('button', { name: 'Assign path' }).click();
    await expect(page.getByText('Learning path assigned to the team.')).toBeVisible();
    await expect(page.getByRole('link', { name: pathName })).toBeVisible();
    await page.getByText('Compose a path from scenarios').click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await colleague.goto('/dashboard');
    const card = colleague.getByRole('region', { name: `Your learning path: ${pathName}` });
    await expect(card).toContainText('Assigned by your team');

    // Analytics once the scheduled job has run.
    await refreshTeam(teamId);
    await page.goto('/team?tab=analytics');
    await expect(page.getByRole('table', { name: 'Team XP per week, last 8 weeks' })).toBeAttached();
    await expect(page.getByRole('group', { name: 'Completion rate' })).toBeVisible();
    await expectNoAxeViolations(page);

    await colleague.goto('/team?tab=learning-paths');
    await expect(colleague.getByRole('link', { name: pathName })).toBeVisible();
    await expect(colleague.getByRole('button', { name: 'Assign path' })).toHaveCount(0);
    await expectNoAxeViolations(colleague);
    await colleagueContext.close();
  });
}
