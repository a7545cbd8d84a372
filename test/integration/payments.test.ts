import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../functions/content/scenarios';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../functions/local/stack';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/repositories/dynamo-client';
import { getUser } from '../../functions/repositories/user-repository';
import { grantsPremium } from '../../functions/services/entitlements';
import type { UserProfile } from '../../shared/schemas/users';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url, env } = useStack();
const stripe = new Stripe('sk_test_for_signing_only');
const DAY = 24 * 60 * 60;

async function learner(): Promise<TestAccount> {
  const account = await createSignedInAccount(env);
  await api(url, 'GET', '/users/me', { token: account.accessToken });
  return account;
}

const me = async (account: TestAccount) =>
  (await api<UserProfile>(url, 'GET', '/users/me', { token: account.accessToken })).body.data!;

/** A subscription event as the provider would send it, signed with the webhook secret. */
function signedEvent(
  userId: string,
  {
    status,
    end,
    created,
    id = `evt_${randomUUID()}`,
    type = 'customer.subscription.updated',
    secret = LOCAL_STRIPE_WEBHOOK_SECRET,
    subscriptionId = `sub_${userId}`,
  }: {
    status: string;
    end: number;
    created: number;
    id?: string;
    type?: string;
    secret?: string;
    subscriptionId?: string;
  },
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: subscriptionId,
        object: 'subscription',
        customer: `cus_${userId}`,
        status,
        trial_end: status === 'trialing' ? end : null,
        current_period_end: end,
        metadata: { userId },
        items: { object: 'list', data: [{ current_period_end: end }] },
      },
    },
  });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

function deliver(event: { payload: string; header: string }) {
  return api<{ outcome: string }>(url, 'POST', '/payments/webhook', {
    body: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
  });
}

const now = () => Math.floor(Date.now() / 1000);

describe('payments', () => {
  it('checkout through the local stand-in grants premium; premium scenarios and practice open', async () => {
    const account = await learner();
    const premiumScenario = SCENARIOS.find((s) => s.premium && s.requiredLevel <= 4)!;
    expect(premiumScenario).toBeDefined();
    expect((await api(url, 'GET', '/practice/expected-value', { token: account.accessToken })).status).toBe(
      403,
    );

    const checkout = await api<{ url: string; sessionId: string }>(
      url,
      'POST',
      '/payments/create-checkout-session',
      {
        token: account.accessToken,
      },
    );
    expect(checkout.status).toBe(200);
    const page = await fetch(checkout.body.data!.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Start free trial');
    const paid = await fetch(`${checkout.body.data!.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('/payment-success?session_id=');

    const profile = await me(account);
    expect(profile.hasPremiumAccess).toBe(true);
    expect(profile.premium).toMatchObject({ plan: 'STRATEGIST', status: 'TRIALING', source: 'SUBSCRIPTION' });
    // The trial lasts seven days.
    const days = (Date.parse(profile.premium.premiumAccessEndsAt!) - Date.now()) / (DAY * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const after = await api(url, 'GET', '/practice/expected-value', { token: account.accessToken });
    expect(after.body.message).toBe('Reach level 3 to practise Expected Value.');
    // At the level they need, the premium practice and scenario open.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `USER#${account.userId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET #level = :level',
        ExpressionAttributeNames: { '#level': 'level' },
        ExpressionAttributeValues: { ':level': 4 },
      }),
    );
    expect((await api(url, 'GET', '/practice/expected-value', { token: account.accessToken })).status).toBe(
      200,
    );
    const opened = await api(url, 'POST', `/scenarios/${premiumScenario.id}/start`, {
      token: account.accessToken,
    });
    expect(opened.status).toBe(200);
    const detail = await api<{ premiumLocked: boolean }>(url, 'GET', `/scenarios/${premiumScenario.id}`, {
      token: account.accessToken,
    });
    expect(detail.body.data?.premiumLocked).toBe(false);

    // A second checkout is refused while premium lasts; the billing page exists now.
    expect(
      (await api(url, 'POST', '/payments/create-checkout-session', { token: account.accessToken })).status,
    ).toBe(409);
    const portal = await api<{ url: string }>(url, 'POST', '/payments/create-payment-page', {
      token: account.accessToken,
    });
    expect(portal.body.data?.url).toContain('/__dev/billing/');
  });

  it('rejects a webhook with a bad signature and changes nothing', async () => {
    const account = await learner();
    const forged = signedEvent(account.userId, {
      status: 'active',
      end: now() + 365 * DAY,
      created: now(),
      secret: 'whsec_wrong',
    });
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    const unsigned = await api(url, 'POST', '/payments/webhook', { json: JSON.parse(forged.payload) });
    expect(unsigned.status).toBe(400);
    expect((await me(account)).hasPremiumAccess).toBe(false);
  });

  it('applies the same event once, even delivered twice at the same time', async () => {
    const account = await learner();
    const event = signedEvent(account.userId, { status: 'active', end: now() + 365 * DAY, created: now() });
    const results = await Promise.all([deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.data?.outcome).sort()).toEqual(['applied', 'duplicate']);
    expect((await me(account)).premium.status).toBe('ACTIVE');
  });

  it('never lets an older event overwrite a newer one', async () => {
    const account = await learner();
    const t = now();
    await deliver(
      signedEvent(account.userId, {
        status: 'canceled',
        end: t - 10,
        created: t,
        type: 'customer.subscription.deleted',
      }),
    );
    const older = await deliver(
      signedEvent(account.userId, { status: 'active', end: t + 300 * DAY, created: t - 60 }),
    );
    expect(older.body.data?.outcome).toBe('stale');
    expect((await me(account)).hasPremiumAccess).toBe(false);
  });

  it('never revives a deleted subscription with an update stamped the same second, in either order', async () => {
    for (const order of ['deleted-first', 'updated-first'] as const) {
      const account = await learner();
      const t = now();
      const deleted = signedEvent(account.userId, {
        status: 'canceled',
        end: t - 10,
        created: t,
        type: 'customer.subscription.deleted',
      });
      const updated = signedEvent(account.userId, { status: 'active', end: t + 300 * DAY, created: t });
      for (const event of order === 'deleted-first' ? [deleted, updated] : [updated, deleted]) {
        expect((await deliver(event)).status).toBe(200);
      }
      expect((await me(account)).hasPremiumAccess).toBe(false);
      expect((await getUser(account.userId))?.subscription?.status).toBe('CANCELED');
    }
  });

  it('lets a new subscription start after a deleted one', async () => {
    const account = await learner();
    const t = now();
    await deliver(
      signedEvent(account.userId, {
        status: 'canceled',
        end: t - 10,
        created: t,
        type: 'customer.subscription.deleted',
      }),
    );
    const fresh = signedEvent(account.userId, {
      status: 'active',
      end: t + 30 * DAY,
      created: t + 5,
      subscriptionId: `sub_new_${account.userId}`,
    });
    expect((await deliver(fresh)).body.data?.outcome).toBe('applied');
    expect((await me(account)).hasPremiumAccess).toBe(true);
  });

  it('ends access when the period passes, without any job running (clock moved in the check)', async () => {
    const account = await learner();
    const end = now() + 3 * DAY;
    await deliver(signedEvent(account.userId, { status: 'active', end, created: now() }));
    const user = (await getUser(account.userId))!;
    expect(grantsPremium(user, new Date())).toBe(true);
    expect(grantsPremium(user, new Date(end * 1000 + 1000))).toBe(false);

    // A period that already ended: the API says so on the next read.
    const other = await learner();
    await deliver(signedEvent(other.userId, { status: 'active', end: now() - 1, created: now() }));
    const profile = await me(other);
    expect(profile.hasPremiumAccess).toBe(false);
    expect(profile.premium.status).toBe('EXPIRED');
    expect((await api(url, 'GET', '/practice/expected-value', { token: other.accessToken })).status).toBe(
      403,
    );
  });

  it('needs sign-in to start a checkout', async () => {
    expect((await api(url, 'POST', '/payments/create-checkout-session')).status).toBe(401);
  });
});
