import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReferralStats } from '../../shared/schemas/referrals';
import type { UserProfile } from '../../shared/schemas/users';
import { createSignedInAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url, env } = useStack();

async function follow(location: string, init: RequestInit = {}) {
  const res = await fetch(new URL(location, url), { redirect: 'manual', ...init });
  return { status: res.status, location: res.headers.get('location') ?? '', body: await res.text() };
}

/** Drives the browser's part: authorize -> Google stand-in -> callback -> web app. */
async function signInWithGoogle(email: string, query = '') {
  const start = await follow(`/oauth2/authorize/google${query}`);
  expect(start.status).toBe(302);
  const chooser = new URL(start.location);
  expect(chooser.pathname).toBe('/__dev/google/oauth2/authorize');
  expect(chooser.searchParams.get('identity_provider')).toBe('Google');

  const page = await follow(start.location);
  expect(page.body).toContain('Sign in with Google');

  const picked = await follow(chooser.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email,
      name: 'Gia Google',
      redirect_uri: chooser.searchParams.get('redirect_uri') ?? '',
      state: chooser.searchParams.get('state') ?? '',
      client_id: chooser.searchParams.get('client_id') ?? '',
    }),
  });
  expect(picked.status).toBe(302);
  const callback = new URL(picked.location);
  expect(callback.pathname).toBe('/oauth2/callback/google');
  const done = await follow(picked.location);
  expect(done.status).toBe(302);
  return { done: new URL(done.location), callback };
}

describe('Google sign-in (local stand-in for Google and the hosted UI)', () => {
  it('creates the profile and hands tokens to /oauth2/redirect, keeping finalRedirect', async () => {
    const email = `gia-${randomUUID()}@example.com`;
    const { done } = await signInWithGoogle(email, '?finalRedirect=%2Fchallenge%2Fabc');
    expect(done.pathname).toBe('/oauth2/redirect');
    expect(done.searchParams.get('finalRedirect')).toBe('/challenge/abc');
    const token = done.searchParams.get('token') ?? '';
    expect(done.searchParams.get('refreshToken')).toBeTruthy();

    const me = await api<UserProfile>(url, 'GET', '/users/me', { token });
    expect(me.body.data).toMatchObject({ email, name: 'Gia Google', level: 1 });
  });

  it('carries a referral code through Google: the referrer earns 3 days once, not again on the next sign-in', async () => {
    const referrer = await createSignedInAccount(env);
    const stats = async () =>
      (await api<ReferralStats>(url, 'GET', '/referrals/my-stats', { token: referrer.accessToken })).body
        .data!;
    const { referralCode } = await stats();
    const email = `gia-${randomUUID()}@example.com`;
    await signInWithGoogle(email, `?referralCode=${referralCode}`);
    await signInWithGoogle(email, `?referralCode=${referralCode}`);
    expect(await stats()).toMatchObject({ successfulSignUps: 1, totalDaysEarned: 3 });
  });

  it('signs the same Google account into the same profile next time', async () => {
    const email = `repeat-${randomUUID()}@example.com`;
    const first = await signInWithGoogle(email);
    const second = await signInWithGoogle(email);
    const a = await api<UserProfile>(url, 'GET', '/users/me', {
      token: first.done.searchParams.get('token') ?? '',
    });
    const b = await api<UserProfile>(url, 'GET', '/users/me', {
      token: second.done.searchParams.get('token') ?? '',
    });
    expect(a.body.data?.id).toBe(b.body.data?.id);
    expect(a.body.data?.joinDate).toBe(b.body.data?.joinDate);
  });

  it('links a Google sign-in to the verified password account with the same email', async () => {
    const account = await createSignedInAccount(env);
    const before = await api<UserProfile>(url, 'GET', '/users/me', { token: account.accessToken });
    const { done } = await signInWithGoogle(account.email);
    const token = done.searchParams.get('token') ?? '';
    const me = await api<UserProfile>(url, 'GET', '/users/me', { token });
    expect(me.body.data?.id).toBe(before.body.data?.id);
    expect(me.body.data?.email).toBe(account.email);
  });

  it('starts again once when Cognito refuses the sign-in that just linked an identity', async () => {
    const start = await follow('/oauth2/authorize/google?finalRedirect=%2Fprofile');
    const state = new URL(start.location).searchParams.get('state') ?? '';
    const refused = await follow(
      `/oauth2/callback/google?state=${state}&error=invalid_request&error_description=${encodeURIComponent('Already found an entry for username Google_1234')}`,
    );
    const again = new URL(refused.location);
    expect(again.pathname).toBe('/__dev/google/oauth2/authorize');
    expect(again.searchParams.get('state')).not.toBe(state);

    // A second refusal of the same kind is not retried again.
    const second = await follow(
      `/oauth2/callback/google?state=${again.searchParams.get('state')}&error=invalid_request&error_description=${encodeURIComponent('Already found an entry for username Google_1234')}`,
    );
    expect(new URL(second.location).pathname).toBe('/oauth2/redirect');
    expect(new URL(second.location).searchParams.get('error')).toBe('oauth_failed');
  });

  it('refuses a replayed callback', async () => {
    const { callback } = await signInWithGoogle(`replay-${randomUUID()}@example.com`);
    const replay = await follow(callback.toString());
    const target = new URL(replay.location);
    expect(target.pathname).toBe('/oauth2/redirect');
    expect(target.searchParams.get('token')).toBeNull();
    expect(target.searchParams.get('error')).toBe('oauth_failed');
  });

  it('refuses a finalRedirect that leaves the site', async () => {
    const res = await fetch(`${url}/oauth2/authorize/google?finalRedirect=%2F%2Fevil.example`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
  });

  it('answers an unknown provider path with a 404 envelope', async () => {
    const res = await fetch(`${url}/oauth2/authorize/facebook`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });
});
