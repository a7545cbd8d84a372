import { beforeAll, describe, expect, it } from 'vitest';
import { fullPath, HTTP_ROUTES } from '../../functions/routes';
import { createSignedInAccount, expire, tamper, type TestAccount } from '../support/accounts';
import { useStack } from '../support/stack';

const { url, env } = useStack();
let learner: TestAccount;

beforeAll(async () => {
  learner = await createSignedInAccount(env);
});

const protectedRoutes = HTTP_ROUTES.filter((r) => r.auth || r.premium);
const concrete = (path: string) => path.replace(/\{(\w+)\+?\}/g, 'sample-$1');

const badTokens: Array<[string, (a: TestAccount) => string | undefined]> = [
  ['no token', () => undefined],
  ['an expired token', (a) => expire(a.accessToken)],
  ['a tampered token', (a) => tamper(a.accessToken)],
  ['an ID token used as an access token', (a) => a.idToken],
];

describe.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
  it.each(badTokens)('answers 401 with %s', async (_case, tokenOf) => {
    const token = tokenOf(learner);
    const res = await fetch(`${url}${concrete(fullPath(route))}`, {
      method: route.method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: route.method === 'GET' ? undefined : '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, data: null, error: 'UNAUTHORIZED' });
  });
});

it('covers every protected route of the table', () => {
  expect(protectedRoutes.length).toBeGreaterThanOrEqual(4);
});
