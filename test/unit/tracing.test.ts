import { createSocket, type Socket } from 'node:dgram';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentTrace, daemonAddress, traced } from '../../functions/platform/tracing';

/** A stand-in for the X-Ray daemon: the UDP documents the functions send it. */
let daemon: Socket;
const saved = { ...process.env };

beforeAll(async () => {
  daemon = createSocket('udp4');
  daemon.bind(0, '127.0.0.1');
  await once(daemon, 'listening');
  process.env.STAGE = 'aws';
  process.env.AWS_XRAY_DAEMON_ADDRESS = `127.0.0.1:${(daemon.address() as AddressInfo).port}`;
});
afterAll(() => {
  daemon.close();
  process.env = saved;
});
beforeEach(() => {
  process.env._X_AMZN_TRACE_ID = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
});

/** A DynamoDB client whose calls answer `status` without leaving the process; it records the requests. */
function clientAnswering(status: number, body: string) {
  const requests: { headers: Record<string, string> }[] = [];
  const client = new DynamoDBClient({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
    requestHandler: {
      handle: async (request: { headers: Record<string, string> }) => {
        requests.push(request);
        return {
          response: {
            statusCode: status,
            headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'req-1' },
            body: Readable.from([Buffer.from(body)]),
          },
        };
      },
    },
  });
  return { client: traced(client), requests };
}

async function nextDocument(): Promise<Record<string, unknown>> {
  const [message] = (await once(daemon, 'message')) as [Buffer];
  const [header, document] = message.toString().split('\n');
  expect(JSON.parse(header!)).toEqual({ format: 'json', version: 1 });
  return JSON.parse(document!) as Record<string, unknown>;
}

const get = new GetItemCommand({ TableName: 'clarity', Key: { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } } });

describe('X-Ray subsegments of AWS SDK calls', () => {
  it('sends one subsegment per call under the invocation segment, and makes it the downstream parent', async () => {
    const { client, requests } = clientAnswering(200, '{}');
    const received = nextDocument();
    await client.send(get);
    const document = await received;
    expect(document).toMatchObject({
      name: 'DynamoDB',
      namespace: 'aws',
      type: 'subsegment',
      trace_id: '1-5759e988-bd862e3fe1be46a994272793',
      parent_id: '53995c3f42cd8ad8',
      aws: {
        operation: 'GetItem',
        region: 'eu-west-1',
        request_id: 'req-1',
        retries: 0,
        table_name: 'clarity',
      },
      http: { response: { status: 200 } },
    });
    expect(document.id).toMatch(/^[0-9a-f]{16}$/);
    expect(document.end_time as number).toBeGreaterThanOrEqual(document.start_time as number);
    expect(document).not.toHaveProperty('fault');
    expect(requests[0]!.headers['X-Amzn-Trace-Id']).toBe(
      `Root=1-5759e988-bd862e3fe1be46a994272793;Parent=${String(document.id)};Sampled=1`,
    );
  });

  it('flags a refused call as an error and a throttled one as throttled, and the call still fails as before', async () => {
    const refused = clientAnswering(
      400,
      '{"__type":"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException","message":"no table"}',
    );
    let received = nextDocument();
    await expect(refused.client.send(get)).rejects.toThrow('no table');
    expect(await received).toMatchObject({
      error: true,
      http: { response: { status: 400 } },
      cause: { exceptions: [{ type: 'ResourceNotFoundException', message: 'no table' }] },
    });

    const throttled = clientAnswering(400, '{"__type":"ThrottlingException","message":"slow down"}');
    received = nextDocument();
    await expect(throttled.client.send(get)).rejects.toThrow('slow down');
    expect(await received).toMatchObject({ error: true, throttle: true });
  });

  it('sends nothing for an invocation X-Ray does not sample', async () => {
    process.env._X_AMZN_TRACE_ID =
      'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=0';
    expect(currentTrace()).toBeUndefined();
    const { client, requests } = clientAnswering(200, '{}');
    await client.send(get);
    expect(requests[0]!.headers['X-Amzn-Trace-Id']).toBeUndefined();
  });

  it('never fails a call for its trace: a malformed daemon address only loses the subsegment', async () => {
    process.env.AWS_XRAY_DAEMON_ADDRESS = 'nonsense';
    try {
      const { client } = clientAnswering(200, '{"Item":{"pk":{"S":"USER#1"}}}');
      await expect(client.send(get)).resolves.toMatchObject({ Item: { pk: { S: 'USER#1' } } });
    } finally {
      process.env.AWS_XRAY_DAEMON_ADDRESS = `127.0.0.1:${(daemon.address() as AddressInfo).port}`;
    }
  });

  it('reads the daemon address in both of its forms', () => {
    expect(daemonAddress('169.254.79.129:2000')).toEqual({ host: '169.254.79.129', port: 2000 });
    expect(daemonAddress('tcp:127.0.0.1:2000 udp:127.0.0.2:2001')).toEqual({ host: '127.0.0.2', port: 2001 });
  });
});
