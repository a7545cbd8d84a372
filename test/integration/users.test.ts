import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../../functions/services/progress/progress-service';
import { ERROR_MESSAGES } from '../../shared/messages';
import type { Achievement } from '../../shared/schemas/progress';
import { EMAIL_CHANGE_TEXTS, type PublicProfile, type UserProfile } from '../../shared/schemas/users';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { latestCode, mailFor } from '../support/mailbox';
import { useStack } from '../support/stack';

const { url, env } = useStack();
let ada: TestAccount;
let grace: TestAccount;

beforeAll(async () => {
  [ada, grace] = await Promise.all([createSignedInAccount(env), createSignedInAccount(env)]);
});

describe('GET /users/me', () => {
  it('creates the profile on first call for an account made outside the sign-up flow', async () => {
    const res = await api<UserProfile>(url, 'GET', '/users/me', { token: ada.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: ada.userId,
      email: ada.email,
      name: 'Test Learner',
      level: 1,
      xp: 0,
    });
  });
});

describe('PUT /users/me', () => {
  it('renames the learner at once', async () => {
    const res = await api<UserProfile>(url, 'PUT', '/users/me', {
      token: ada.accessToken,
      json: { name: 'Ada King', email: ada.email },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Saved!');
    expect(res.body.data).toMatchObject({ name: 'Ada King', email: ada.email, pendingEmail: null });
  });

  it('changes the email only after the code sent to the new address, and tells the old one', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const newEmail = `moved-${randomUUID()}@example.com`;
    const asked = await api<UserProfile>(url, 'PUT', '/users/me', {
      token: learner.accessToken,
      json: { name: 'Test Learner', email: newEmail.toUpperCase() },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(EMAIL_CHANGE_TEXTS.codeSent(newEmail));
    expect(asked.body.data).toMatchObject({ email: learner.email, pendingEmail: newEmail });
    const meantime = await api<UserProfile>(url, 'GET', '/users/me', { token: learner.accessToken });
    expect(meantime.body.data).toMatchObject({ email: learner.email, pendingEmail: newEmail });
    // The notice goes out through the send-email worker, asynchronously.
    await expect
      .poll(async () => (await mailFor(url, learner.email)).some((m) => /being changed/.test(m.subject)))
      .toBe(true);

    const code = await latestCode(url, newEmail);
    const wrong = await api(url, 'POST', '/users/me/email/confirm', {
      token: learner.accessToken,
      json: { code: code === '000000' ? '000001' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(EMAIL_CHANGE_TEXTS.codeInvalid);

    const confirmed = await api<UserProfile>(url, 'POST', '/users/me/email/confirm', {
      token: learner.accessToken,
      json: { code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: newEmail, pendingEmail: null });
    const after = await api<UserProfile>(url, 'GET', '/users/me', { token: learner.accessToken });
    expect(after.body.data).toMatchObject({ email: newEmail, pendingEmail: null });
    await expect
      .poll(async () => (await mailFor(url, learner.email)).some((m) => /was changed/.test(m.subject)))
      .toBe(true);
    // The code is spent: using it again changes nothing.
    const replay = await api(url, 'POST', '/users/me/email/confirm', {
      token: learner.accessToken,
      json: { code },
    });
    expect(replay.status).toBe(400);
  });

  it('checks at most five of 40 parallel guesses, after which even the right code is refused', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const newEmail = `guessed-${randomUUID()}@example.com`;
    await api(url, 'PUT', '/users/me', {
      token: learner.accessToken,
      json: { name: 'Test Learner', email: newEmail },
    });
    const code = await latestCode(url, newEmail);
    const guesses = Array.from({ length: 40 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(
      guesses.map((guess) =>
        api(url, 'POST', '/users/me/email/confirm', { token: learner.accessToken, json: { code: guess } }),
      ),
    );
    expect(results.every((r) => r.status === 400)).toBe(true);
    const evaluated = results.filter((r) => r.body.message === EMAIL_CHANGE_TEXTS.codeInvalid).length;
    expect(evaluated).toBeLessThanOrEqual(5);
    const late = await api(url, 'POST', '/users/me/email/confirm', {
      token: learner.accessToken,
      json: { code },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(EMAIL_CHANGE_TEXTS.codeExpired);
    const me = await api<UserProfile>(url, 'GET', '/users/me', { token: learner.accessToken });
    expect(me.body.data).toMatchObject({ email: learner.email, pendingEmail: null });
  });

  it('sends one code for the same new address saved twice in a row', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const newEmail = `twice-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i += 1) {
      const res = await api(url, 'PUT', '/users/me', {
        token: learner.accessToken,
        json: { name: 'Test Learner', email: newEmail },
      });
      expect(res.status).toBe(200);
    }
    expect(await mailFor(url, newEmail)).toHaveLength(1);
  });

  it("refuses another learner's email and changes nothing", async () => {
    await api(url, 'GET', '/users/me', { token: grace.accessToken });
    const before = await api<UserProfile>(url, 'GET', '/users/me', { token: ada.accessToken });
    const res = await api(url, 'PUT', '/users/me', {
      token: ada.accessToken,
      json: { name: 'Someone Else', email: grace.email },
    });
    expect(res.status).toBe(409);
    const after = await api<UserProfile>(url, 'GET', '/users/me', { token: ada.accessToken });
    expect(after.body.data).toEqual(before.body.data);
  });

  it.each([
    [{ name: '', email: 'valid@example.com' }],
    [{ name: 'Valid Name', email: 'nope' }],
    [{ name: 'Valid Name' }],
    [{ name: 'Valid Name', email: 'valid@example.com', xp: 1_000_000 }],
    [{ name: '\u202Egnp.exe Ada', email: 'valid@example.com' }],
    [{ name: '\u001b[2J\u001b[31mAdmin', email: 'valid@example.com' }],
    [{ name: 'Ada\u0000', email: 'valid@example.com' }],
    [{ name: '\u200B\u200B\u200B', email: 'valid@example.com' }],
  ])('rejects %j with 400 and changes nothing', async (json) => {
    const before = await api<UserProfile>(url, 'GET', '/users/me', { token: ada.accessToken });
    const res = await api(url, 'PUT', '/users/me', { token: ada.accessToken, json });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const after = await api<UserProfile>(url, 'GET', '/users/me', { token: ada.accessToken });
    expect(after.body.data).toEqual(before.body.data);
  });
});

describe('PUT /users/me/preferences', () => {
  it('saves the three toggles', async () => {
    const prefs = { emailNotifications: false, dailyReminders: true, publicLeaderboard: true };
    const res = await api(url, 'PUT', '/users/me/preferences', { token: grace.accessToken, json: prefs });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(prefs);
    const me = await api<UserProfile>(url, 'GET', '/users/me', { token: grace.accessToken });
    expect(me.body.data?.preferences).toEqual(prefs);
  });

  it('rejects non-boolean values', async () => {
    const res = await api(url, 'PUT', '/users/me/preferences', {
      token: grace.accessToken,
      json: { emailNotifications: 'yes', dailyReminders: true, publicLeaderboard: true },
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /users/public/{id}', () => {
  it('shows name, level and join date to anyone, never the email', async () => {
    const res = await api<PublicProfile>(url, 'GET', `/users/public/${grace.userId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: grace.userId,
      name: 'Test Learner',
      level: 1,
      achievements: [],
    });
    expect(JSON.stringify(res.body)).not.toContain(grace.email);
  });

  it('lists the achievements the learner has earned, with their icons, and none they have not', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    await recordActivity(learner.userId, `scenario:${randomUUID()}`, {
      kind: 'SCENARIO_COMPLETED',
      xpDistribution: { inversion: 60 },
      timeZone: 'UTC',
      occurredAt: new Date(),
    });
    const own = await api<Achievement[]>(url, 'GET', '/achievements', { token: learner.accessToken });
    const earned = (own.body.data ?? []).filter((a) => a.earned);
    expect(earned.length).toBeGreaterThan(0);

    const res = await api<PublicProfile>(url, 'GET', `/users/public/${learner.userId}`);
    expect(res.status).toBe(200);
    expect(res.body.data?.achievements).toEqual(earned.map((a) => ({ name: a.name, icon: a.icon })));
  });

  it('answers not found once the learner makes the profile private', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'PUT', '/users/me/preferences', {
      token: learner.accessToken,
      json: { emailNotifications: true, dailyReminders: false, publicLeaderboard: false },
    });
    const res = await api(url, 'GET', `/users/public/${learner.userId}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ERROR_MESSAGES.profileLoadFailed);
  });

  it('answers not found for an unknown id and 400 for a malformed one', async () => {
    expect((await api(url, 'GET', `/users/public/${randomUUID()}`)).status).toBe(404);
    expect((await api(url, 'GET', '/users/public/bad%20id!')).status).toBe(400);
  });
});
