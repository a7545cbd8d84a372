import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, stackEnv } from './fixtures';

/** Shared steps of the accounts journeys: fresh learners, the dev mailbox, seeded guest attempts. */

export const PASSWORD = 'Socratic-Method-42';

export function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
}

interface MailMessage {
  code: string | null;
  sentAt: string;
}

async function mailbox(request: APIRequestContext, email: string): Promise<MailMessage[]> {
  const response = await request.get(`/__dev/mailbox?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: MailMessage[] }).data;
}

/** Waits for the `count`-th code mailed to `email` and returns the newest one. */
export async function codeFromMailbox(request: APIRequestContext, email: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await mailbox(request, email)).filter((m) => m.code).length, {
      message: `verification code #${count} for ${email}`,
    })
    .toBeGreaterThanOrEqual(count);
  const [newest] = (await mailbox(request, email)).filter((m) => m.code);
  return newest!.code!;
}

/** Puts an unclaimed guest assessment attempt straight into DynamoDB Local, as a guest's submit would. */
export async function seedGuestAttempt(): Promise<string> {
  const env = stackEnv();
  const attemptId = `e2e${randomUUID().replace(/-/g, '')}`;
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.DYNAMODB_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  try {
    await client.send(
      new PutCommand({
        TableName: env.TABLE_NAME,
        Item: { pk: `ATTEMPT#${attemptId}`, sk: 'ATTEMPT', entityType: 'AssessmentAttempt', attemptId },
      }),
    );
  } finally {
    client.destroy();
  }
  return attemptId;
}

export function authCard(page: Page) {
  return page.getByRole('main');
}

/** Fills and submits Create Account; the page must already be in that mode. */
export async function submitSignUp(page: Page, { name, email }: { name: string; email: string }) {
  const form = authCard(page);
  await expect(form.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await form.getByLabel('Full name', { exact: true }).fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
}

/** Types the code into the six boxes (focus starts in the first) and submits it. */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
}

export async function submitSignIn(page: Page, email: string) {
  const form = authCard(page);
  await expect(form.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signOutViaUserMenu(page: Page, name: string) {
  const menu = page.getByRole('button', { name });
  await menu.hover();
  // A click after the hover keeps the menu open, and opens it if the page was still settling
  // when the pointer arrived (the dashboard's cards load around it).
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

export interface Learner {
  id: string;
  name: string;
  email: string;
  token: string;
  refreshToken: string;
}

/** A verified learner made through the API, for journeys that are about what comes after sign-up. */
export async function createLearner(request: APIRequestContext, name: string): Promise<Learner> {
  const email = freshEmail('learner');
  const registered = await request.post('/api/v1/auth/register', {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const verificationCode = await codeFromMailbox(request, email);
  const verified = await request.post('/api/v1/auth/verify', {
    data: { email, verificationCode, signUpData: { password: PASSWORD, name } },
  });
  expect(verified.ok()).toBe(true);
  const { data } = (await verified.json()) as {
    data: { token: string; refreshToken: string; user: { id: string } };
  };
  return { id: data.user.id, name, email, token: data.token, refreshToken: data.refreshToken };
}

/** Starts the browser session of `learner` the way a sign-in leaves it: tokens in localStorage. */
export async function signInAs(page: Page, learner: Learner) {
  await page.goto('/');
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('refreshToken', refreshToken);
  }, learner);
}
