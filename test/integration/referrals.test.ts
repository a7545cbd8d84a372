import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../functions/local/stack';
import { getUser } from '../../functions/repositories/user-repository';
import { ensureProfile } from '../../functions/services/profile-service';
import { creditReferralSignUp } from '../../functions/services/referrals/referral-service';
import type { AuthTokens } from '../../shared/schemas/auth';
import type { ReferralStats } from '../../shared/schemas/referrals';
import type { UserProfile } from '../../shared/schemas/users';
import type { TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { latestCode } from '../support/mailbox';
import { scenarioCalls } from '../support/scenario-calls';
import { useStack } from '../support/stack';

const { url, env } = useStack();
const { learner } = scenarioCalls(url, env);
const DAY_MS = 86_400_000;
const PASSWORD = 'Lantern-Orbit-93';
const stripe = new Stripe('sk_test_for_signing_only');

const stats = async (account: TestAccount) =>
  (await api<ReferralStats>(url, 'GET', '/referrals/my-stats', { token: account.accessToken })).body.data!;

async function signUpWith(referralCode: string) {
  const email = `friend-${randomUUID()}@example.com`;
  const form = { name: 'Friend', email, password: PASSWORD, confirmPassword: PASSWORD, referralCode };
  expect((await api(url, 'POST', '/auth/register', { json: form })).status).toBe(201);
  const verify = {
    email,
    verificationCode: await latestCode(url, email),
    signUpData: form,
  };
  const verified = await api<AuthTokens>(url, 'POST', '/auth/verify', { json: verify });
  expect(verified.status).toBe(200);
  return { user: verified.body.data!.user, replay: () => api(url, 'POST', '/auth/verify', { json: verify }) };
}

/** A subscription event for the learner, signed as the payment provider would. */
function subscriptionEvent(userId: string, status: string, id = `evt_${randomUUID()}`) {
  const now = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    created: now,
    data: {
      object: {
        id: `sub_${userId}`,
        object: 'subscription',
        customer: `cus_${userId}`,
        status,
        trial_end: null,
        current_period_end: now + 30 * 86_400,
        metadata: { userId },
        items: { object: 'list', data: [{ current_period_end: now + 30 * 86_400 }] },
      },
    },
  });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET });
  return () =>
    api(url, 'POST', '/payments/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
}

let referrer: TestAccount;
let code: string;
beforeAll(async () => {
  referrer = await learner();
  code = (await stats(referrer)).referralCode;
});

describe('referrals', () => {
  it('need sign-in, and start at nothing earned', async () => {
    expect((await api(url, 'GET', '/referrals/my-stats')).status).toBe(401);
    expect(await stats(referrer)).toEqual({
      referralCode: code,
      successfulSignUps: 0,
      successfulUpgrades: 0,
      totalDaysEarned: 0,
      premiumAccessEndsAt: null,
    });
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('give the referrer 3 premium days when the friend verifies, once, even when verification is replayed', async () => {
    const before = Date.now();
    const friend = await signUpWith(code.toLowerCase());
    await friend.replay();
    const after = await stats(referrer);
    expect(after).toMatchObject({ successfulSignUps: 1, successfulUpgrades: 0, totalDaysEarned: 3 });
    const ends = Date.parse(after.premiumAccessEndsAt!);
    expect(ends).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(ends).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    const me = await api<UserProfile>(url, 'GET', '/users/me', { token: referrer.accessToken });
    expect(me.body.data?.hasPremiumAccess).toBe(true);
    const achievements = await api<Array<{ id: string; earned: boolean }>>(url, 'GET', '/achievements', {
      token: referrer.accessToken,
    });
    expect(achievements.body.data?.find((a) => a.id === 'first-referral')?.earned).toBe(true);
    expect((await getUser(friend.user.id))?.referredBy).toBe(referrer.userId);
  });

  it('credit 3 days once under 50 concurrent first sign-ins, added to access still running', async () => {
    const endBefore = Date.parse((await stats(referrer)).premiumAccessEndsAt!);
    const userId = randomUUID();
    const account = {
      userId,
      username: userId,
      email: `racer-${userId}@example.com`,
      name: 'Racer',
      authProvider: 'password' as const,
      referralCode: code,
    };
    await Promise.all(Array.from({ length: 50 }, () => ensureProfile(account)));
    const after = await stats(referrer);
    expect(after).toMatchObject({ successfulSignUps: 2, totalDaysEarned: 6 });
    expect(Date.parse(after.premiumAccessEndsAt!)).toBe(endBefore + 3 * DAY_MS);
  });

  it('grant nothing for an unknown code or a self-referral', async () => {
    const before = await stats(referrer);
    const stranger = await signUpWith('NOSUCHCODE');
    expect((await getUser(stranger.user.id))?.referredBy).toBeNull();
    expect(await creditReferralSignUp(referrer.userId, referrer.userId)).toBe(false);
    // An existing learner signing in "with" their own code changes nothing either.
    await ensureProfile({
      userId: referrer.userId,
      username: referrer.email,
      email: referrer.email,
      name: 'Test Learner',
      authProvider: 'password',
      referralCode: code,
    });
    expect(await stats(referrer)).toEqual(before);
  });

  it('give 7 more days when the friend first becomes a paying member, once', async () => {
    const friend = await signUpWith(code);
    const before = await stats(referrer);
    expect((await subscriptionEvent(friend.user.id, 'trialing')()).status).toBe(200);
    expect(await stats(referrer)).toEqual(before);

    const active = subscriptionEvent(friend.user.id, 'active');
    const deliveries = await Promise.all([active(), active(), subscriptionEvent(friend.user.id, 'active')()]);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    const after = await stats(referrer);
    expect(after).toMatchObject({
      successfulSignUps: before.successfulSignUps,
      successfulUpgrades: 1,
      totalDaysEarned: before.totalDaysEarned + 7,
    });
    expect(Date.parse(after.premiumAccessEndsAt!)).toBe(Date.parse(before.premiumAccessEndsAt!) + 7 * DAY_MS);
  });
});
