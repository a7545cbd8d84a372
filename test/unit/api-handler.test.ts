import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MAX_REQUEST_BODY_BYTES } from '../../shared/constants';
import { API_ERROR_MESSAGES, ERROR_MESSAGES } from '../../shared/messages';
import type { HttpRoute } from '../../functions/routes';

vi.mock('../../functions/platform/token-verifier', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../functions/platform/token-verifier')>();
  const { UnauthorizedError } = await import('../../functions/platform/errors');
  return {
    ...original,
    verifyAccessToken: vi.fn(async (token: string) => {
      if (token === 'good-free' || token === 'good-premium') return { userId: token, username: token };
      throw new UnauthorizedError(API_ERROR_MESSAGES.invalidToken);
    }),
  };
});
vi.mock('../../functions/services/entitlements', () => ({
  hasPremiumAccess: vi.fn(async (userId: string) => userId === 'good-premium'),
}));

const { createDomainHandler, operation, reply, callerOf } =
  await import('../../functions/platform/api-handler');
const errors = await import('../../functions/platform/errors');

const route = (
  method: HttpRoute['method'],
  path: string,
  operationName: string,
  auth = false,
  premium = false,
): HttpRoute => ({
  method,
  path,
  base: '/api/v1',
  domain: 'system',
  operation: operationName,
  auth,
  premium,
});

const ROUTES = [
  route('POST', '/echo/{id}', 'echo'),
  route('GET', '/boom', 'boom'),
  route('GET', '/typed/{kind}', 'typed'),
  route('GET', '/me', 'me', true),
  route('GET', '/premium', 'premium', true, true),
];

const echo = operation(
  {
    body: z.object({ message: z.string().min(3, 'Say a little more.') }).strict(),
    params: z.object({ id: z.string().regex(/^\d+$/, 'Ids are numbers.') }),
    query: z.object({ loud: z.enum(['yes', 'no']).optional() }),
  },
  async ({ body, params, query }) =>
    reply(
      { id: params.id, message: query.loud === 'yes' ? body.message.toUpperCase() : body.message },
      { statusCode: 201 },
    ),
);

const handler = createDomainHandler(
  'system',
  {
    echo,
    boom: operation({}, async () => {
      throw new Error('database password is hunter2');
    }),
    typed: operation({ params: z.object({ kind: z.string() }) }, async ({ params }) => {
      switch (params.kind) {
        case 'forbidden':
          throw new errors.ForbiddenError();
        case 'missing':
          throw new errors.NotFoundError('Challenge not found.');
        case 'conflict':
          throw new errors.ConflictError('Already joined.');
        case 'slow-down':
          throw new errors.TooManyRequestsError(undefined, 30);
        default:
          return reply({ kind: params.kind });
      }
    }),
    me: operation({}, async (input) => reply({ userId: callerOf(input).userId })),
    premium: operation({}, async () => reply({ unlocked: true })),
  },
  ROUTES,
);

function event(
  method: string,
  path: string,
  init: Partial<APIGatewayProxyEventV2> = {},
): APIGatewayProxyEventV2 {
  const template = ROUTES.find((r) => {
    const pattern = new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return r.method === method && pattern.test(path);
  });
  const routeKey = template ? `${method} /api/v1${template.path}` : `${method} /api/v1${path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: `/api/v1${path}`,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      http: {
        method,
        path: `/api/v1${path}`,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'test',
      },
    } as APIGatewayProxyEventV2['requestContext'],
    ...init,
  } as APIGatewayProxyEventV2;
}

async function call(e: APIGatewayProxyEventV2) {
  const result = await handler(e, {} as Context);
  return { status: result.statusCode, headers: result.headers ?? {}, body: JSON.parse(String(result.body)) };
}

const jsonHeaders = { 'content-type': 'application/json' };

beforeEach(() => {
  process.env.LOG_LEVEL = 'silent';
});

describe('domain handler', () => {
  it('runs the operation with validated body, params and query', async () => {
    const res = await call(
      event('POST', '/echo/42', {
        pathParameters: { id: '42' },
        queryStringParameters: { loud: 'yes' },
        headers: jsonHeaders,
        body: JSON.stringify({ message: 'hello' }),
      }),
    );
    expect(res).toMatchObject({
      status: 201,
      body: { success: true, data: { id: '42', message: 'HELLO' }, error: null },
    });
  });

  it('decodes base64 bodies as API Gateway sends them', async () => {
    const res = await call(
      event('POST', '/echo/7', {
        pathParameters: { id: '7' },
        headers: jsonHeaders,
        isBase64Encoded: true,
        body: Buffer.from(JSON.stringify({ message: 'binary-safe' })).toString('base64'),
      }),
    );
    expect(res.body.data).toEqual({ id: '7', message: 'binary-safe' });
  });

  it.each([
    [
      'body',
      { pathParameters: { id: '1' }, body: JSON.stringify({ message: 'hi' }) },
      'Say a little more.',
      'body.message',
    ],
    [
      'params',
      { pathParameters: { id: 'abc' }, body: JSON.stringify({ message: 'hello' }) },
      'Ids are numbers.',
      'params.id',
    ],
    [
      'query',
      {
        pathParameters: { id: '1' },
        queryStringParameters: { loud: 'very' },
        body: JSON.stringify({ message: 'hello' }),
      },
      undefined,
      'query.loud',
    ],
  ])('rejects invalid %s with 400 and the issue path', async (_part, init, message, path) => {
    const res = await call(event('POST', '/echo/1', { headers: jsonHeaders, ...init }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    if (message) expect(res.body.message).toBe(message);
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('rejects unknown body fields', async () => {
    const res = await call(
      event('POST', '/echo/1', {
        pathParameters: { id: '1' },
        headers: jsonHeaders,
        body: '{"message":"hello","admin":true}',
      }),
    );
    expect(res.status).toBe(400);
  });

  it.each([
    ['malformed JSON', { headers: jsonHeaders, body: '{"message":' }, 400, 'MALFORMED_JSON'],
    [
      'a non-JSON content type',
      { headers: { 'content-type': 'text/plain' }, body: 'hello' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['no content type', { body: '{"message":"hello"}' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'an oversize body',
      { headers: jsonHeaders, body: JSON.stringify({ message: 'x'.repeat(MAX_REQUEST_BODY_BYTES) }) },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('answers %s with a 4xx', async (_case, init, status, code) => {
    const res = await call(event('POST', '/echo/1', { pathParameters: { id: '1' }, ...init }));
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, data: null, error: code });
  });

  it.each([
    ['forbidden', 403, 'FORBIDDEN', API_ERROR_MESSAGES.forbidden],
    ['missing', 404, 'NOT_FOUND', 'Challenge not found.'],
    ['conflict', 409, 'CONFLICT', 'Already joined.'],
    ['slow-down', 429, 'TOO_MANY_REQUESTS', API_ERROR_MESSAGES.tooManyRequests],
  ])('maps a typed %s error to %i', async (kind, status, code, message) => {
    const res = await call(event('GET', `/typed/${kind}`, { pathParameters: { kind } }));
    expect(res).toMatchObject({ status, body: { success: false, data: null, error: code, message } });
  });

  it('sends Retry-After with 429', async () => {
    const res = await call(event('GET', '/typed/slow-down', { pathParameters: { kind: 'slow-down' } }));
    expect(res.headers['retry-after']).toBe('30');
  });

  it('answers unexpected errors with a generic 500 that reveals nothing', async () => {
    const res = await call(event('GET', '/boom'));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      data: null,
      message: API_ERROR_MESSAGES.internal,
      error: 'INTERNAL_ERROR',
    });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });

  it('answers an unknown route key with a 404 envelope', async () => {
    const res = await call(event('GET', '/nowhere'));
    expect(res).toMatchObject({
      status: 404,
      body: { success: false, error: 'NOT_FOUND', message: API_ERROR_MESSAGES.routeNotFound },
    });
  });

  describe('auth and premium from the route table', () => {
    it('requires a bearer token on auth routes', async () => {
      expect((await call(event('GET', '/me'))).status).toBe(401);
      expect((await call(event('GET', '/me', { headers: { authorization: 'Bearer forged' } }))).status).toBe(
        401,
      );
      const res = await call(event('GET', '/me', { headers: { authorization: 'Bearer good-free' } }));
      expect(res).toMatchObject({ status: 200, body: { data: { userId: 'good-free' } } });
    });

    it('refuses a free learner on premium routes with the spec message', async () => {
      const res = await call(event('GET', '/premium', { headers: { authorization: 'Bearer good-free' } }));
      expect(res).toMatchObject({
        status: 403,
        body: { success: false, error: 'PREMIUM_REQUIRED', message: ERROR_MESSAGES.premiumContentRequired },
      });
    });

    it('lets a premium learner through', async () => {
      const res = await call(event('GET', '/premium', { headers: { authorization: 'Bearer good-premium' } }));
      expect(res).toMatchObject({ status: 200, body: { data: { unlocked: true } } });
    });

    it('checks the token before premium, so guests get 401 not 403', async () => {
      expect((await call(event('GET', '/premium'))).status).toBe(401);
    });
  });

  it('fails at load when the table names an operation the domain lacks', () => {
    expect(() => createDomainHandler('system', {}, [route('GET', '/x', 'missing')])).toThrow(
      /no operation missing/,
    );
  });
});
