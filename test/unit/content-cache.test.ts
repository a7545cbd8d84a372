import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The repository with the SDK mocked: how often a warm function reads the toolkit's lists.
beforeAll(() => {
  Object.assign(process.env, {
    STAGE: 'aws',
    AWS_REGION: 'eu-west-1',
    TABLE_NAME: 'clarity-data',
    COGNITO_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc',
    COGNITO_USER_POOL_ID: 'eu-west-1_abc',
    COGNITO_CLIENT_ID: 'client123',
    LOG_LEVEL: 'silent',
  });
});

const dynamo = mockClient(DynamoDBDocumentClient);
const model = (id: string) => ({
  pk: 'CONTENT#MENTAL_MODEL',
  sk: id,
  entityType: 'MentalModel',
  id,
  name: id,
});

const { CONTENT_CACHE_MS, clearContentCache, listMentalModels, listCognitiveBiases } =
  await import('../../functions/repositories/content-repository');

beforeEach(() => {
  dynamo.reset();
  clearContentCache();
  vi.useFakeTimers({ now: new Date('2031-05-14T10:00:00Z'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('toolkit lists in a warm function', () => {
  it('reads a list once for many requests, without its key attributes', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [model('inversion'), model('pre-mortem')] });
    const lists = await Promise.all(Array.from({ length: 20 }, () => listMentalModels()));
    await listMentalModels();

    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(lists[19]).toEqual([
      { id: 'inversion', name: 'inversion' },
      { id: 'pre-mortem', name: 'pre-mortem' },
    ]);
  });

  it('keeps each kind apart and reads again once the cache is stale', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [model('inversion')] });
    await listMentalModels();
    await listCognitiveBiases();
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(2);

    vi.setSystemTime(Date.now() + CONTENT_CACHE_MS - 1);
    await listMentalModels();
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(2);
    vi.setSystemTime(Date.now() + 2);
    await listMentalModels();
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(3);
  });

  it('does not keep a failed read: the next request asks the table again', async () => {
    dynamo
      .on(QueryCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ Items: [model('inversion')] });
    await expect(listMentalModels()).rejects.toThrow('throttled');
    await expect(listMentalModels()).resolves.toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(2);
  });
});
