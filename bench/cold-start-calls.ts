/**
 * The first call bench/cold-start.ts makes of each bundle after importing it, and the local
 * stand-in that answers the few AWS calls those first calls make.
 *
 * An API function gets a request for one of its routes that its code refuses without touching
 * the table: a request with invalid input, carrying a valid access token when the route needs
 * sign-in, so the call pays for everything a real first request pays for before the table: the
 * middleware, the token's signature (the key set fetched once), the user pool's check that the
 * token is still live (Cognito's GetUser), and the route's input schemas. Workers get a
 * payload they reject; the WebSocket function a connect (one DynamoDB write); the jobs and the
 * seeder run once against an empty table. The stand-in answers as the services would, on the
 * loopback interface; the baseline's first call is one DynamoDB read through it.
 */
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE_PATH } from '../shared/constants';

export const BENCH_CLIENT_ID = 'bench';
const POOL_PATH = '/us-east-1_bench';
const KEY_ID = 'bench-key';

/** What a first call must come back with, so the benchmark never times a call that went wrong. */
export type Expect = { status: number } | { rejects: true } | { resolves: true };

export interface FirstCall {
  /** What the call is, as the report lists it. */
  call: string;
  event: unknown;
  expect: Expect;
}

interface ApiCall {
  method: string;
  path: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  signedIn: boolean;
  status: number;
}

/** One route of each API function: the domain's handler file name to the request it gets. */
const API_CALLS: Record<string, ApiCall> = {
  system: { method: 'GET', path: '/content/demo-slides', signedIn: false, status: 200 },
  auth: {
    method: 'POST',
    path: '/auth/login',
    body: { email: 'not an address' },
    signedIn: false,
    status: 400,
  },
  oauth: { method: 'GET', path: '/oauth2/callback/google', query: {}, signedIn: false, status: 400 },
  users: { method: 'PUT', path: '/users/me', body: { name: '' }, signedIn: true, status: 400 },
  progress: {
    method: 'GET',
    path: '/leaderboards',
    query: { type: 'nonsense' },
    signedIn: true,
    status: 400,
  },
  toolkit: { method: 'POST', path: '/practice/answer', body: {}, signedIn: true, status: 400 },
  scenarios: {
    method: 'POST',
    path: '/scenarios/{id}/respond',
    pathParameters: { id: 'the-sunk-cost-of-a-degree' },
    body: {},
    signedIn: true,
    status: 400,
  },
  assessment: { method: 'POST', path: '/assessment/submit', body: {}, signedIn: false, status: 400 },
  // A delivery without Stripe's signature header is refused before the SDK and the secret; a
  // signed delivery, which loads both, is timed as a second row (SIGNED_WEBHOOK).
  payments: { method: 'POST', path: '/payments/webhook', body: {}, signedIn: false, status: 400 },
  feedback: { method: 'POST', path: '/feedback', body: {}, signedIn: true, status: 400 },
  teams: {
    method: 'POST',
    path: '/teams/{id}/invite',
    pathParameters: { id: '01JBENCHTEAM0000000000000' },
    body: {},
    signedIn: true,
    status: 400,
  },
  challenges: {
    method: 'POST',
    path: '/challenges/join/{id}',
    pathParameters: { id: '!' },
    body: {},
    signedIn: true,
    status: 400,
  },
};

function apiEvent(call: ApiCall, token: string): unknown {
  const base = call.path.startsWith('/oauth2') ? '' : API_BASE_PATH;
  const rawPath = Object.entries(call.pathParameters ?? {}).reduce(
    (p, [name, value]) => p.replace(`{${name}}`, value),
    `${base}${call.path}`,
  );
  return {
    version: '2.0',
    routeKey: `${call.method} ${base}${call.path}`,
    rawPath,
    rawQueryString: new URLSearchParams(call.query ?? {}).toString(),
    headers: {
      'content-type': 'application/json',
      ...(call.signedIn ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(call.query ? { queryStringParameters: call.query } : {}),
    ...(call.pathParameters ? { pathParameters: call.pathParameters } : {}),
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      http: { method: call.method, path: rawPath, sourceIp: '127.0.0.1' },
    },
  };
}

/** The first call of a bundle's entry (a path from the repository root). */
export function firstCall(entry: string, token: string): FirstCall {
  const name = /([^/]+)\.ts$/.exec(entry)?.[1] ?? entry;
  if (entry.startsWith('functions/handlers/') && name !== 'realtime') {
    const api = API_CALLS[name];
    if (!api) throw new Error(`bench/cold-start-calls.ts: no first call for ${entry}`);
    const who = api.signedIn ? 'signed in' : 'no token';
    return {
      call: `${api.method} ${api.path} (${who}) → ${api.status}`,
      event: apiEvent(api, token),
      expect: { status: api.status },
    };
  }
  if (name === 'realtime') {
    return {
      call: 'WebSocket $connect (one DynamoDB write) → 200',
      event: { requestContext: { routeKey: '$connect', connectionId: 'bench', requestId: 'bench' } },
      expect: { status: 200 },
    };
  }
  if (entry.startsWith('functions/workers/')) {
    return { call: 'a payload it rejects', event: {}, expect: { rejects: true } };
  }
  if (entry === 'bench/fixtures/dynamodb-only.ts') {
    return { call: 'one DynamoDB read', event: { id: 'bench' }, expect: { resolves: true } };
  }
  if (entry.startsWith('functions/analytics/')) {
    return { call: 'an event that is no export manifest', event: {}, expect: { resolves: true } };
  }
  return { call: 'one run against an empty table', event: {}, expect: { resolves: true } };
}

/** The stand-in's Stripe webhook secret (in the secret it serves from Secrets Manager). */
const WEBHOOK_SECRET = 'whsec_bench';

/**
 * A webhook delivery signed as Stripe signs them (HMAC-SHA256 of "timestamp.payload" with the
 * endpoint's secret), of an event type the app records and ignores: the call loads Stripe's SDK
 * and reads the secret from Secrets Manager, then makes one DynamoDB write.
 */
export function signedWebhook(): FirstCall {
  const payload = JSON.stringify({
    id: 'evt_bench',
    object: 'event',
    type: 'invoice.created',
    data: { object: { id: 'in_bench', object: 'invoice' } },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
  const event = apiEvent({ method: 'POST', path: '/payments/webhook', signedIn: false, status: 200 }, '') as {
    headers: Record<string, string>;
    body?: string;
  };
  event.headers['stripe-signature'] = `t=${t},v1=${v1}`;
  event.body = payload;
  return {
    call: 'POST /payments/webhook (signed by Stripe: SDK and secret loaded) → 200',
    event,
    expect: { status: 200 },
  };
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** An access token of the stand-in pool, as Cognito issues them. */
function accessToken(privateKey: KeyObject, issuer: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      sub: '00000000-0000-4000-8000-000000000000',
      username: 'bench',
      token_use: 'access',
      client_id: BENCH_CLIENT_ID,
      iss: issuer,
      iat: now,
      exp: now + 24 * 3600,
      jti: 'bench',
    }),
  );
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

export interface StandIn {
  /** The environment the bundles run with: issuer and every SDK endpoint on the stand-in. */
  env: Record<string, string>;
  token: string;
  close: () => Promise<void>;
}

/**
 * The user pool's key set and GetUser, and DynamoDB as an empty table, on a loopback port.
 * Anything else is refused, so a first call that reaches another service fails the benchmark.
 */
export async function startStandIn(): Promise<StandIn> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    const json = (status: number, body: unknown, type = 'application/x-amz-json-1.0') => {
      response.writeHead(status, { 'content-type': type, 'x-amzn-requestid': 'bench' });
      response.end(JSON.stringify(body));
    };
    request.resume();
    request.on('end', () => {
      if (request.method === 'GET' && request.url === `${POOL_PATH}/.well-known/jwks.json`) {
        json(200, { keys: [jwk] }, 'application/json');
        return;
      }
      const target = String(request.headers['x-amz-target'] ?? '');
      if (target === 'AWSCognitoIdentityProviderService.GetUser') {
        json(200, { Username: 'bench', UserAttributes: [] }, 'application/x-amz-json-1.1');
      } else if (target === 'secretsmanager.GetSecretValue') {
        const secret = { secretKey: 'sk_test_bench', webhookSecret: WEBHOOK_SECRET };
        json(200, { Name: 'bench', SecretString: JSON.stringify(secret) }, 'application/x-amz-json-1.1');
      } else if (target.startsWith('DynamoDB_20120810.')) {
        const operation = target.slice('DynamoDB_20120810.'.length);
        json(
          200,
          operation === 'Query' || operation === 'Scan' ? { Items: [], Count: 0, ScannedCount: 0 } : {},
        );
      } else {
        json(400, { __type: 'UnknownOperationException', message: `not stood in: ${target || request.url}` });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}${POOL_PATH}`;
  return {
    env: {
      COGNITO_ISSUER: issuer,
      COGNITO_USER_POOL_ID: POOL_PATH.slice(1),
      COGNITO_CLIENT_ID: BENCH_CLIENT_ID,
      COGNITO_ENDPOINT: origin,
      AWS_ENDPOINT_URL: origin,
      AWS_ACCESS_KEY_ID: 'bench',
      AWS_SECRET_ACCESS_KEY: 'bench',
      AWS_SESSION_TOKEN: 'bench',
      STRIPE_SECRET_NAME: 'bench',
      STRIPE_PRICE_ID: 'price_bench',
    },
    token: accessToken(privateKey, issuer),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
