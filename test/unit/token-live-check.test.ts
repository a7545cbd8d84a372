import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The access token's checks against a stand-in user pool on the loopback interface: the key
 * set, and GetUser as Cognito answers it. The live check is made without the SDK, so its
 * wire format, its verdicts and its trace are pinned here.
 */
const ISSUER_PATH = '/eu-west-1_live';
let server: Server;
let daemon: Socket;
let origin = '';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const received: { target: string; headers: IncomingHttpHeaders; body: string }[] = [];
/** What the stand-in pool answers to GetUser next: status and body. */
let answer: { status: number; body: unknown } = { status: 200, body: { Username: 'ada' } };
const saved = { ...process.env };

beforeAll(async () => {
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === `${ISSUER_PATH}/.well-known/jwks.json`) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      const target = String(request.headers['x-amz-target'] ?? '');
      received.push({ target, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer.status, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': 'pool-req-1',
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  daemon = createSocket('udp4');
  daemon.bind(0, '127.0.0.1');
  await once(daemon, 'listening');
  Object.assign(process.env, {
    STAGE: 'aws',
    AWS_REGION: 'eu-west-1',
    TABLE_NAME: 'clarity-data',
    COGNITO_ISSUER: `${origin}${ISSUER_PATH}`,
    COGNITO_ENDPOINT: origin,
    COGNITO_USER_POOL_ID: 'eu-west-1_live',
    COGNITO_CLIENT_ID: 'client123',
    LOG_LEVEL: 'silent',
    AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
  });
});

afterAll(async () => {
  daemon.close();
  await new Promise((resolve) => server.close(resolve));
  process.env = saved;
});

beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: { Username: 'ada' } };
  delete process.env._X_AMZN_TRACE_ID;
});

function token(key: KeyObject, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = part({ alg: 'RS256', kid: 'k1' });
  const body = part({
    sub: 'user-1',
    username: 'ada',
    token_use: 'access',
    client_id: 'client123',
    iss: `${origin}${ISSUER_PATH}`,
    iat: now,
    exp: now + 3600,
    jti: `jti-${Math.random()}`,
    ...claims,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key).toString('base64url');
  return `${head}.${body}.${signature}`;
}

describe("the pool's live check (GetUser without the SDK)", () => {
  it("sends Cognito's GetUser in its JSON protocol and reads 200 as live", async () => {
    const { isAccessTokenLive } = await import('../../functions/adapters/cognito-session');
    await expect(isAccessTokenLive('token-abc')).resolves.toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.target).toBe('AWSCognitoIdentityProviderService.GetUser');
    expect(received[0]!.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(JSON.parse(received[0]!.body)).toEqual({ AccessToken: 'token-abc' });
  });

  it('reads a signed-out, revoked or deleted account as not live, in either form of the exception name', async () => {
    const { isAccessTokenLive } = await import('../../functions/adapters/cognito-session');
    answer = {
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
    };
    await expect(isAccessTokenLive('t')).resolves.toBe(false);
    answer = {
      status: 400,
      body: { __type: 'com.amazonaws.cognito#UserNotFoundException', message: 'gone' },
    };
    await expect(isAccessTokenLive('t')).resolves.toBe(false);
  });

  it('throws when the pool cannot tell (throttled, failing, oversized), so no request goes through on a guess', async () => {
    const { isAccessTokenLive } = await import('../../functions/adapters/cognito-session');
    answer = { status: 400, body: { __type: 'TooManyRequestsException' } };
    await expect(isAccessTokenLive('t')).rejects.toMatchObject({ name: 'TooManyRequestsException' });
    answer = { status: 500, body: 'not json' };
    await expect(isAccessTokenLive('t')).rejects.toThrow('GetUser failed with 500');
    answer = { status: 200, body: 'x'.repeat(2 * 1024 * 1024) };
    await expect(isAccessTokenLive('t')).rejects.toThrow('more than');
  });

  it('records an X-Ray subsegment for the call and passes the trace on to the pool', async () => {
    process.env._X_AMZN_TRACE_ID =
      'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
    const { isAccessTokenLive } = await import('../../functions/adapters/cognito-session');
    const message = once(daemon, 'message');
    await isAccessTokenLive('t');
    const [packet] = (await message) as [Buffer];
    const document = JSON.parse(packet.toString().split('\n')[1]!) as Record<string, unknown>;
    expect(document).toMatchObject({
      name: 'CognitoIdentityProvider',
      parent_id: '53995c3f42cd8ad8',
      aws: { operation: 'GetUser', region: 'eu-west-1', request_id: 'pool-req-1' },
      http: { response: { status: 200 } },
    });
    expect(received[0]!.headers['x-amzn-trace-id']).toBe(
      `Root=1-5759e988-bd862e3fe1be46a994272793;Parent=${String(document.id)};Sampled=1`,
    );
  });
});

describe('verifyAccessToken', () => {
  it('lets a signed, live token through and refuses it once the pool says it is signed out', async () => {
    const { verifyAccessToken } = await import('../../functions/platform/token-verifier');
    const good = token(privateKey);
    await expect(verifyAccessToken(good)).resolves.toEqual({ userId: 'user-1', username: 'ada' });
    answer = { status: 400, body: { __type: 'NotAuthorizedException' } };
    await expect(verifyAccessToken(token(privateKey))).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses forged tokens on a fresh instance, and after the first one none reaches the pool', async () => {
    vi.resetModules();
    const { verifyAccessToken } = await import('../../functions/platform/token-verifier');
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    // The first call of an instance checks liveness while it fetches the key set.
    await expect(verifyAccessToken(token(forger))).rejects.toMatchObject({ statusCode: 401 });
    received.length = 0;
    const attempts = Array.from({ length: 20 }, () => verifyAccessToken(token(forger)));
    for (const attempt of attempts) await expect(attempt).rejects.toMatchObject({ statusCode: 401 });
    // A signed token after them: its live check is the only call the pool sees.
    await expect(verifyAccessToken(token(privateKey))).resolves.toMatchObject({ userId: 'user-1' });
    expect(received).toHaveLength(1);
  });

  it('refuses a live token of another app client or of another kind', async () => {
    const { verifyAccessToken } = await import('../../functions/platform/token-verifier');
    await expect(verifyAccessToken(token(privateKey, { client_id: 'other' }))).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(verifyAccessToken(token(privateKey, { token_use: 'id' }))).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
