import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ROUTES } from '../../functions/routes';
import { grantPremium } from '../../functions/services/admin-service';
import { API_BASE_PATH } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/envelope';
import { ERROR_MESSAGES } from '../../shared/messages';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { call, concretePath, hasParams } from '../support/route-matrix';
import { useStack } from '../support/stack';

/**
 * The premium matrix, generated from the route table: every route marked premium refuses a
 * free learner with 403 in the envelope (and stores nothing for them), lets a member
 * through, and refuses a member whose membership has run out.
 */
const { url, env } = useStack();
const premiumRoutes = HTTP_ROUTES.filter((r) => r.premium && r.base === API_BASE_PATH);

let free: TestAccount;
let member: TestAccount;
let lapsed: TestAccount;

beforeAll(async () => {
  [free, member, lapsed] = await Promise.all([
    createSignedInAccount(env),
    createSignedInAccount(env),
    createSignedInAccount(env),
  ]);
  for (const account of [free, member, lapsed]) {
    await call(url, 'GET', `${API_BASE_PATH}/users/me`, { token: account.accessToken });
  }
  await grantPremium(member.email, 30, 'PREMIUM');
  // Thirty days granted forty days ago: ended ten days ago.
  await grantPremium(lapsed.email, 30, 'PREMIUM', new Date(Date.now() - 40 * 86_400_000));
});

it('has premium routes to check', () => {
  expect(premiumRoutes.map((r) => r.path)).toContain('/assessment/history');
});

describe.each(premiumRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
  const path = concretePath(route, 'sample-id');

  it.each([
    ['a free learner', () => free],
    ['a learner whose membership ended', () => lapsed],
  ])('refuses %s with 403 in the envelope', async (_who, account) => {
    const res = await call(url, route.method, path, { token: account().accessToken, json: {} });
    expect(res.status, res.text.slice(0, 200)).toBe(403);
    expect(res.envelope).toEqual({
      success: false,
      data: null,
      message: ERROR_MESSAGES.premiumContentRequired,
      error: ERROR_CODES.premiumRequired,
    });
  });

  it('lets a member through', async () => {
    const res = await call(url, route.method, path, { token: member.accessToken, json: {} });
    expect([401, 403], res.text.slice(0, 200)).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
    if (!hasParams(route)) {
      expect(res.status, res.text.slice(0, 200)).toBeLessThan(300);
      expect(res.envelope.success).toBe(true);
    }
  });
});
