import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/messages';
import type { PublicProfile, UserProfile } from '../../shared/schemas/users';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
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
  it('renames the learner and changes the email', async () => {
    const email = `renamed-${randomUUID()}@example.com`;
    const res = await api<UserProfile>(url, 'PUT', '/users/me', {
      token: ada.accessToken,
      json: { name: 'Ada King', email: email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Ada King', email });
    const me = await api<UserProfile>(url, 'GET', '/users/me', { token: ada.accessToken });
    expect(me.body.data).toMatchObject({ name: 'Ada King', email });
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
