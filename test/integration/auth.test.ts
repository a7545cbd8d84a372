import { CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordCodeSent } from '../../functions/repositories/verification-repository';
import { MAX_FAILURES_PER_EMAIL } from '../../functions/services/login-throttle';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../shared/messages';
import { AUTH_MESSAGES, type AuthTokens } from '../../shared/schemas/auth';
import type { UserProfile } from '../../shared/schemas/users';
import { api } from '../support/api';
import { latestCode, mailFor } from '../support/mailbox';
import { useStack } from '../support/stack';
import { behindCloudFront } from '../support/viewer';

const { url, env } = useStack();
const PASSWORD = 'Lantern-Orbit-93';

function newEmail(tag: string) {
  return `${tag}-${randomUUID()}@example.com`;
}

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return { name: 'Ada Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD, ...overrides };
}

async function registerAndVerify(email: string, signUpExtras: Record<string, unknown> = {}) {
  const registered = await api(url, 'POST', '/auth/register', { json: registration(email, signUpExtras) });
  expect(registered.status).toBe(201);
  const code = await latestCode(url, email);
  return api<AuthTokens>(url, 'POST', '/auth/verify', {
    json: { email, verificationCode: code, signUpData: { ...registration(email, signUpExtras) } },
  });
}

describe('sign-up with an email code', () => {
  it('registers, mails a code, verifies, signs in and creates the profile', async () => {
    const email = newEmail('signup');
    const verified = await registerAndVerify(email);

    expect(verified.status).toBe(200);
    const { token, refreshToken, user } = verified.body.data as AuthTokens;
    expect(token).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      email,
      xp: 0,
      level: 1,
      streak: 0,
      totalScenarios: 0,
      hasPremiumAccess: false,
      hasCompletedInitialAssessment: false,
      preferences: { emailNotifications: true, dailyReminders: false, publicLeaderboard: true },
    });
    expect(Date.parse(user.joinDate)).toBeGreaterThan(Date.now() - 60_000);

    const me = await api<UserProfile>(url, 'GET', '/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(user);
  });

  it('treats the email case-insensitively', async () => {
    const email = newEmail('case');
    await registerAndVerify(email);
    const again = await api(url, 'POST', '/auth/register', { json: registration(email.toUpperCase()) });
    expect(again.status).toBe(409);
  });

  it('refuses a duplicate email with the spec message', async () => {
    const email = newEmail('dup');
    await registerAndVerify(email);
    const res = await api(url, 'POST', '/auth/register', { json: registration(email) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      error: 'CONFLICT',
      message: ERROR_MESSAGES.signupFailed,
    });
  });

  it.each([
    [
      'a short password',
      { password: 'short1', confirmPassword: 'short1' },
      VALIDATION_MESSAGES.passwordTooShort,
    ],
    [
      'a common password',
      { password: 'Password123', confirmPassword: 'Password123' },
      AUTH_MESSAGES.passwordTooCommon,
    ],
    [
      'mismatched passwords',
      { confirmPassword: 'Lantern-Orbit-94' },
      VALIDATION_MESSAGES.passwordsDoNotMatch,
    ],
    ['a missing name', { name: '   ' }, AUTH_MESSAGES.nameRequired],
    ['a malformed email', { email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
  ])('refuses %s with 400 and sends no code', async (_case, overrides, message) => {
    const email = newEmail('invalid');
    const res = await api(url, 'POST', '/auth/register', { json: registration(email, overrides) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
    expect(await mailFor(url, email)).toEqual([]);
  });

  it('refuses a wrong code', async () => {
    const email = newEmail('wrong');
    await api(url, 'POST', '/auth/register', { json: registration(email) });
    const code = await latestCode(url, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await api(url, 'POST', '/auth/verify', {
      json: { email, verificationCode: wrong, signUpData: registration(email) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'VERIFICATION_FAILED',
      message: ERROR_MESSAGES.verificationFailed,
    });
  });

  it('refuses a code that is not six digits', async () => {
    const res = await api(url, 'POST', '/auth/verify', {
      json: { email: newEmail('digits'), verificationCode: '12a45', signUpData: { password: PASSWORD } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION_MESSAGES.verificationCodeIncomplete);
  });

  it('expires a code 10 minutes after it was sent, and a resent code works', async () => {
    const email = newEmail('expired');
    await api(url, 'POST', '/auth/register', { json: registration(email) });
    const code = await latestCode(url, email);
    // The clock is the service's: the code was "sent" 10 minutes and 1 second ago.
    await recordCodeSent(email, new Date(Date.now() - 10 * 60_000 - 1000));

    const late = await api(url, 'POST', '/auth/verify', {
      json: { email, verificationCode: code, signUpData: registration(email) },
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ error: 'CODE_EXPIRED', message: AUTH_MESSAGES.codeExpired });

    const resent = await api(url, 'POST', '/auth/resend-code', { json: { email } });
    expect(resent.status).toBe(200);
    const fresh = await latestCode(url, email, 2);
    const ok = await api<AuthTokens>(url, 'POST', '/auth/verify', {
      json: { email, verificationCode: fresh, signUpData: registration(email) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.user.email).toBe(email);
  });

  it('recovers a sign-up that reached the pool but not the table: trying again simply works', async () => {
    const email = newEmail('halfmade');
    // What a database outage between the two writes leaves: an unconfirmed pool user, no code on record.
    const pool = new CognitoIdentityProviderClient({
      endpoint: env.COGNITO_ENDPOINT,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await pool.send(
      new SignUpCommand({ ClientId: env.COGNITO_CLIENT_ID, Username: email, Password: 'First-Attempt-77' }),
    );
    pool.destroy();

    const verified = await registerAndVerify(email);
    expect(verified.status).toBe(200);
    expect(verified.body.data?.user.email).toBe(email);
  });

  it('starts a pending sign-up over when the same address signs up again (Change Email and back)', async () => {
    const email = newEmail('again');
    expect((await api(url, 'POST', '/auth/register', { json: registration(email) })).status).toBe(201);
    await latestCode(url, email);
    const again = await api(url, 'POST', '/auth/register', { json: registration(email) });
    expect(again.status).toBe(201);
    const fresh = await latestCode(url, email, 2);
    const verified = await api<AuthTokens>(url, 'POST', '/auth/verify', {
      json: { email, verificationCode: fresh, signUpData: registration(email) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data?.user.email).toBe(email);
    // Once confirmed, the address is taken for good.
    expect((await api(url, 'POST', '/auth/register', { json: registration(email) })).status).toBe(409);
  });

  it('lets only the password of the latest sign-up confirm a pending account', async () => {
    const email = newEmail('replaced');
    const first = registration(email);
    const second = registration(email, { password: 'Second-Choice-58', confirmPassword: 'Second-Choice-58' });
    await api(url, 'POST', '/auth/register', { json: first });
    await latestCode(url, email);
    await api(url, 'POST', '/auth/register', { json: second });
    const code = await latestCode(url, email, 2);

    const withFirst = await api(url, 'POST', '/auth/verify', {
      json: { email, verificationCode: code, signUpData: first },
    });
    expect(withFirst.status).toBe(400);
    expect(withFirst.body.message).toBe(ERROR_MESSAGES.verificationFailed);
    const withSecond = await api<AuthTokens>(url, 'POST', '/auth/verify', {
      json: { email, verificationCode: code, signUpData: second },
    });
    expect(withSecond.status).toBe(200);
  });

  it('refuses to resend a code to a verified account', async () => {
    const email = newEmail('verified');
    await registerAndVerify(email);
    const res = await api(url, 'POST', '/auth/resend-code', { json: { email } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AUTH_MESSAGES.alreadyVerified);
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const email = newEmail('login');
    await registerAndVerify(email);
    const res = await api<AuthTokens>(url, 'POST', '/auth/login', { json: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data?.user.email).toBe(email);
    expect((await api(url, 'GET', '/users/me', { token: res.body.data?.token })).status).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const email = newEmail('badpass');
    await registerAndVerify(email);
    for (const json of [
      { email, password: 'Wrong-Password-1' },
      { email: newEmail('nobody'), password: PASSWORD },
    ]) {
      const res = await api(url, 'POST', '/auth/login', { json });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: ERROR_MESSAGES.loginFailed });
    }
  });

  it('sends an unconfirmed account back to verification with a new code', async () => {
    const email = newEmail('unconfirmed');
    await api(url, 'POST', '/auth/register', { json: registration(email) });
    await latestCode(url, email);
    const res = await api(url, 'POST', '/auth/login', { json: { email, password: PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'USER_NOT_CONFIRMED', message: AUTH_MESSAGES.unconfirmed });
    await latestCode(url, email, 2);
  });

  it('throttles repeated failures for one email with 429, even for the right password', async () => {
    const email = newEmail('bruteforce');
    await registerAndVerify(email);
    for (let i = 0; i < 5; i += 1) {
      const res = await api(url, 'POST', '/auth/login', { json: { email, password: `Guess-${i}-abcdef` } });
      expect(res.status).toBe(401);
    }
    const blocked = await api(url, 'POST', '/auth/login', { json: { email, password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      error: 'TOO_MANY_REQUESTS',
      message: AUTH_MESSAGES.lockedCodeSent,
    });
  });

  it('checks at most five of 20 parallel wrong passwords for one email; the rest are refused unchecked', async () => {
    const email = newEmail('parallel');
    await registerAndVerify(email);
    const viewer = behindCloudFront();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(url, 'POST', '/auth/login', { json: { email, password: `Guess-${i}-abcdef` }, headers: viewer }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_EMAIL);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_FAILURES_PER_EMAIL);
  });

  it('checks at most five of 50 parallel wrong sign-up codes', async () => {
    const email = newEmail('codes');
    await api(url, 'POST', '/auth/register', { json: registration(email) });
    const code = await latestCode(url, email);
    const viewer = behindCloudFront();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api(url, 'POST', '/auth/verify', {
          json: {
            email,
            verificationCode: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
            signUpData: registration(email),
          },
          headers: viewer,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(MAX_FAILURES_PER_EMAIL);
    expect(results.filter((r) => r.status === 429)).toHaveLength(50 - MAX_FAILURES_PER_EMAIL);
  });

  it('lets the owner of a locked email back in with a code mailed to it, which a guesser cannot use', async () => {
    const email = newEmail('locked');
    await registerAndVerify(email);
    const guesser = behindCloudFront();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      await api(url, 'POST', '/auth/login', {
        json: { email, password: `Guess-${i}-abcdef` },
        headers: guesser,
      });
    }
    const mailsBefore = (await mailFor(url, email)).length;
    const owner = behindCloudFront();
    const locked = await api(url, 'POST', '/auth/login', {
      json: { email, password: PASSWORD },
      headers: owner,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(AUTH_MESSAGES.lockedCodeSent);
    const code = await latestCode(url, email, mailsBefore + 1);
    // Further locked tries mail nothing more in the window.
    await api(url, 'POST', '/auth/login', { json: { email, password: 'Another-Guess-1' }, headers: guesser });
    expect((await mailFor(url, email)).length).toBe(mailsBefore + 1);

    // A guesser without the mailbox: wrong codes are refused, and the right password alone still is.
    const wrongCode = await api(url, 'POST', '/auth/login', {
      json: { email, password: 'Guess-x-abcdef', unlockCode: code === '000000' ? '000001' : '000000' },
      headers: guesser,
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toBe(AUTH_MESSAGES.unlockCodeInvalid);

    const back = await api<AuthTokens>(url, 'POST', '/auth/login', {
      json: { email, password: PASSWORD, unlockCode: code },
      headers: owner,
    });
    expect(back.status).toBe(200);
    expect(back.body.data?.user.email).toBe(email);
    // The code works once.
    const again = await api(url, 'POST', '/auth/login', {
      json: { email, password: PASSWORD, unlockCode: code },
      headers: owner,
    });
    expect(again.status).toBe(400);
  });

  it('says the same for a locked unknown email and mails nothing', async () => {
    const email = newEmail('ghost');
    const viewer = behindCloudFront();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      await api(url, 'POST', '/auth/login', {
        json: { email, password: `Guess-${i}-abcdef` },
        headers: viewer,
      });
    }
    const locked = await api(url, 'POST', '/auth/login', {
      json: { email, password: PASSWORD },
      headers: viewer,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(AUTH_MESSAGES.lockedCodeSent);
    expect(await mailFor(url, email)).toEqual([]);
  });

  it('does not count a successful sign-in against the limit', async () => {
    const email = newEmail('regular');
    await registerAndVerify(email);
    const viewer = behindCloudFront();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL + 3; i += 1) {
      const res = await api(url, 'POST', '/auth/login', {
        json: { email, password: PASSWORD },
        headers: viewer,
      });
      expect(res.status).toBe(200);
    }
  });

  it('refreshes the access token', async () => {
    const email = newEmail('refresh');
    const { body } = await registerAndVerify(email);
    const res = await api<{ token: string }>(url, 'POST', '/auth/refresh', {
      json: { refreshToken: body.data?.refreshToken },
    });
    expect(res.status).toBe(200);
    const me = await api<UserProfile>(url, 'GET', '/users/me', { token: res.body.data?.token });
    expect(me.body.data?.email).toBe(email);
  });

  it('refuses an invalid refresh token', async () => {
    const res = await api(url, 'POST', '/auth/refresh', { json: { refreshToken: 'not-a-refresh-token' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.refreshFailed);
  });
});
