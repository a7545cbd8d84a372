import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullPath, HTTP_ROUTES, type HttpRoute } from '../../functions/routes';
import type { UserProfile } from '../../shared/schemas/users';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

/**
 * Property-based fuzzing of every route in the route table, so a route is covered the day it
 * is added: random bodies, query strings and path values, sent as a signed-in learner where
 * the route needs one. Whatever arrives, the API answers below 500, in the envelope, and
 * the learner's profile is unchanged afterwards.
 */
const { url, env } = useStack();
let learner: TestAccount;
let before: UserProfile;

const RUNS_PER_ROUTE = 25;

/** Text a hostile client sends: control codes, bidi, lone surrogates, traversal, long runs. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u001b[2J',
    '\u202Egnp.exe',
    '\ud800',
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    'NaN',
    '-1',
    '1e309',
  ),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A body: usually an object (what schemas expect), sometimes anything at all. */
const body = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(
      fc.oneof(
        hostileText,
        fc.constantFrom('email', 'name', 'sessionId', 'answers', 'code', 'response', 'timeZone'),
      ),
      jsonValue,
      { maxKeys: 6 },
    ),
  },
  { weight: 1, arbitrary: jsonValue },
);

/** URL parts stay under API Gateway's limits (about 8 KB in all); bodies may be larger. */
const shortText = hostileText.filter((text) => text.length <= 200);
/** Percent sequences no decoder accepts: bad hex, cut short, an encoded lone surrogate. */
const malformedEscapes = fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%zz', '%%', '%00');
const pathValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 80 }).map(encodeSegment),
  shortText.filter((text) => text.length > 0).map(encodeSegment),
  malformedEscapes,
);
const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), shortText, { maxKeys: 4 });

/** Percent-encodes text for a URL, byte by byte when it holds a lone surrogate. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The route's path with each {param} replaced by an already encoded value. */
function concretePath(route: HttpRoute, values: string[]): string {
  let i = 0;
  return fullPath(route).replace(/\{(\w+)\+?\}/g, () => values[i++] ?? 'x');
}

beforeAll(async () => {
  learner = await createSignedInAccount(env);
  before = (await api<UserProfile>(url, 'GET', '/users/me', { token: learner.accessToken })).body.data!;
});

const apiRoutes = HTTP_ROUTES.filter((r) => r.base !== '');

describe.each(apiRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('fuzzing %s', (_name, route) => {
  it('answers every random request below 500, in the envelope', { timeout: 90_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(pathValue, { minLength: 3, maxLength: 3 }),
        query,
        body,
        async (values, q, b) => {
          const search = Object.entries(q)
            .map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`)
            .join('&');
          const path = `${concretePath(route, values)}${search ? `?${search}` : ''}`;
          const method = route.method === 'ANY' ? 'POST' : route.method;
          const res = await fetch(`${url}${path}`, {
            method,
            headers: {
              'content-type': 'application/json',
              ...(route.auth || route.premium ? { authorization: `Bearer ${learner.accessToken}` } : {}),
            },
            body: method === 'GET' ? undefined : JSON.stringify(b),
          });
          const text = await res.text();
          expect(res.status, `${method} ${path} -> ${res.status}: ${text.slice(0, 200)}`).toBeLessThan(500);
          const envelope = JSON.parse(text) as {
            success: boolean;
            data: unknown;
            message: unknown;
            error: unknown;
          };
          expect(Object.keys(envelope).sort()).toEqual(['data', 'error', 'message', 'success']);
          if (res.status >= 400) {
            expect(envelope.success).toBe(false);
            expect(typeof envelope.message).toBe('string');
            // Only a validation failure carries data: the list of what was wrong.
            if (res.status === 400 && envelope.data !== null) {
              expect(Array.isArray((envelope.data as { issues?: unknown }).issues)).toBe(true);
            } else {
              expect(envelope.data).toBeNull();
            }
          }
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});

it('leaves the learner exactly as they were after the whole run', async () => {
  const after = (await api<UserProfile>(url, 'GET', '/users/me', { token: learner.accessToken })).body.data!;
  expect(after).toEqual(before);
});
