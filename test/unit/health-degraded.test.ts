import { createServer } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_TEXTS } from '../../shared/schemas/health';

/**
 * The health route against a database that is down: a real DynamoDB client pointed at a port
 * that accepts connections and then drops them, as a crashed or unreachable endpoint would.
 */
const dropper = createServer((socket) => socket.destroy());

beforeAll(async () => {
  await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
  const address = dropper.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  Object.assign(process.env, {
    STAGE: 'test',
    TABLE_NAME: 'clarity-health-test',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
    COGNITO_ISSUER: 'http://127.0.0.1:1/pool',
    COGNITO_USER_POOL_ID: 'pool',
    COGNITO_CLIENT_ID: 'client',
    LOG_LEVEL: 'silent',
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => dropper.close(() => resolve()));
});

describe('GET /health with the database down', () => {
  it('answers 503 degraded in the envelope, not ok', async () => {
    const { handler } = await import('../../functions/handlers/system');
    const event = {
      version: '2.0',
      routeKey: 'GET /api/v1/health',
      rawPath: '/api/v1/health',
      rawQueryString: '',
      headers: {},
      requestContext: { http: { method: 'GET', path: '/api/v1/health' }, requestId: 'health-test' },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    const result = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({
      success: false,
      data: null,
      message: HEALTH_TEXTS.databaseUnreachable,
    });
  });
});
