import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../shared/messages';
import { AUTH_MESSAGES, type AuthTokens } from '../../shared/schemas/auth';
import { createSignedInAccount } from '../support/accounts';
import { api } from '../support/api';
import { latestCode, mailFor } from '../support/mailbox';
import { useStack } from '../support/stack';

const { url, env } = useStack();
const NEW_PASSWORD = 'Fresh-Harbour-61';

function reset(email: string, code: string, password = NEW_PASSWORD) {
  return api(url, 'POST', '/auth/reset-password', {
    json: { email, code, password, confirmPassword: password },
  });
}

describe('password reset with a mailed code', () => {
  it('mails a code, sets the new password with it, and the old one stops working', async () => {
    const learner = await createSignedInAccount(env);
    const asked = await api(url, 'POST', '/auth/forgot-password', { json: { email: learner.email } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(AUTH_MESSAGES.resetCodeSent);
    const code = await latestCode(url, learner.email);

    const done = await reset(learner.email, code);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(AUTH_MESSAGES.passwordReset);

    const withNew = await api<AuthTokens>(url, 'POST', '/auth/login', {
      json: { email: learner.email, password: NEW_PASSWORD },
    });
    expect(withNew.status).toBe(200);
    expect(withNew.body.data?.user.email).toBe(learner.email);
    const withOld = await api(url, 'POST', '/auth/login', {
      json: { email: learner.email, password: learner.password },
    });
    expect(withOld.status).toBe(401);
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const asked = await api(url, 'POST', '/auth/forgot-password', { json: { email } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(AUTH_MESSAGES.resetCodeSent);
    expect(await mailFor(url, email)).toEqual([]);
  });

  it('refuses a wrong code and changes nothing', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'POST', '/auth/forgot-password', { json: { email: learner.email } });
    const code = await latestCode(url, learner.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await reset(learner.email, wrong);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.resetCodeInvalid);
    const withOld = await api(url, 'POST', '/auth/login', {
      json: { email: learner.email, password: learner.password },
    });
    expect(withOld.status).toBe(200);
  });

  it.each([
    [
      'a short password',
      { password: 'short1', confirmPassword: 'short1' },
      VALIDATION_MESSAGES.passwordTooShort,
    ],
    [
      'mismatched passwords',
      { confirmPassword: 'Other-Harbour-61' },
      VALIDATION_MESSAGES.passwordsDoNotMatch,
    ],
    ['a code that is not six digits', { code: '12a' }, VALIDATION_MESSAGES.verificationCodeIncomplete],
    ['an unknown field', { admin: true }, undefined],
  ])('refuses %s with 400', async (_case, overrides, message) => {
    const res = await api(url, 'POST', '/auth/reset-password', {
      json: {
        email: `x-${randomUUID()}@example.com`,
        code: '123456',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        ...overrides,
      },
    });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
  });

  it('checks at most five of 20 parallel wrong codes for one email', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'POST', '/auth/forgot-password', { json: { email: learner.email } });
    const code = await latestCode(url, learner.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => reset(learner.email, wrong)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // Locked out for now, even with the right code.
    expect((await reset(learner.email, code)).status).toBe(429);
  });
});
