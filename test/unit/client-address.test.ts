import { beforeAll, describe, expect, it } from 'vitest';
import type { clientIpOf as ClientIpOf } from '../../functions/platform/api-handler';

const SECRET = 'edge-secret-0123456789abcdef';
let clientIpOf: typeof ClientIpOf;

beforeAll(async () => {
  Object.assign(process.env, {
    STAGE: 'test',
    TABLE_NAME: 'clarity-client-address-test',
    COGNITO_ISSUER: 'http://127.0.0.1:1/pool',
    COGNITO_USER_POOL_ID: 'pool',
    COGNITO_CLIENT_ID: 'client',
    ORIGIN_VERIFY_SECRET: SECRET,
    LOG_LEVEL: 'silent',
  });
  ({ clientIpOf } = await import('../../functions/platform/api-handler'));
});

const event = (headers: Record<string, string>) =>
  ({ headers, requestContext: { http: { sourceIp: '192.0.2.7' } } }) as unknown as Parameters<
    typeof ClientIpOf
  >[0];

describe('the client address used for throttling', () => {
  it("takes CloudFront's viewer address on a request that carries the origin secret", () => {
    expect(
      clientIpOf(event({ 'cloudfront-viewer-address': '203.0.113.9:443', 'x-origin-verify': SECRET })),
    ).toBe('203.0.113.9');
  });

  it.each([
    ['no secret', { 'cloudfront-viewer-address': '203.0.113.9:443' }],
    ['a wrong secret', { 'cloudfront-viewer-address': '203.0.113.9:443', 'x-origin-verify': `${SECRET}x` }],
    [
      'a secret of the wrong length',
      { 'cloudfront-viewer-address': '203.0.113.9:443', 'x-origin-verify': 'short' },
    ],
    ['only X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
  ])('ignores a viewer address sent straight to the API with %s', (_label, headers) => {
    expect(clientIpOf(event(headers))).toBe('192.0.2.7');
  });
});
