import { beforeAll, describe, expect, it } from 'vitest';
import { fullPath, HTTP_ROUTES } from '../../functions/routes';
import { dayBucket } from '../../functions/repositories/keys';
import { listFeedbackForDay } from '../../functions/repositories/feedback-repository';
import {
  createSignedInAccount,
  deletePoolUser,
  expire,
  signInAgain,
  tamper,
  type TestAccount,
} from '../support/accounts';
import { api } from '../support/api';
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

describe('an account removed from the pool', () => {
  it('loses access at once: its still-signed token answers 401 everywhere and stores nothing', async () => {
    const gone = await createSignedInAccount(env);
    expect((await api(url, 'GET', '/users/me', { token: gone.accessToken })).status).toBe(200);
    // A second session whose token the server has not confirmed yet: it asks the pool on first
    // use. (A token it confirmed is trusted for LIVE_CHECK_SECONDS, then asked about again.)
    const other = await signInAgain(env, gone);

    await deletePoolUser(env, gone);

    const me = await api(url, 'GET', '/users/me', { token: other });
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    const feedback = await api(url, 'POST', '/feedback', {
      token: other,
      json: { message: 'Still here after deletion of this account?', page: '/dashboard' },
    });
    expect(feedback.status).toBe(401);
    const today = await listFeedbackForDay(dayBucket(new Date()), 1000);
    expect(today.some((f) => f.userId === gone.userId)).toBe(false);
  });

  it('answers 401, not 404, for a signed token whose user never had a profile and is gone', async () => {
    const ghost = await createSignedInAccount(env);
    await deletePoolUser(env, ghost);
    const me = await api(url, 'GET', '/users/me', { token: ghost.accessToken });
    expect(me.status).toBe(401);
  });
});
