import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './dynamo-client';
import { ENTITY, hourBucket, keys } from './keys';

export interface ConnectionRecord {
  connectionId: string;
  /** Absent until the socket has authenticated. */
  userId: string;
  connectedAt: string;
  /** Epoch seconds; DynamoDB TTL removes the item eventually, readers filter on it now. */
  expiresAt: number;
}

export async function putConnection(record: ConnectionRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.connection(record.connectionId),
        ...keys.connectionOwner(record.userId, record.connectionId),
        gsi2pk: keys.connectionExpiryBucket(hourBucket(record.expiresAt)).gsi2pk,
        gsi2sk: record.connectionId,
        entityType: ENTITY.connection,
        ...record,
      },
    }),
  );
}

/**
 * A socket that has connected but not yet authenticated: kept in the expiry buckets only, so
 * the sweep closes it when its short deadline passes and no push ever reaches it.
 */
export async function putPendingConnection(record: Omit<ConnectionRecord, 'userId'>): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.connection(record.connectionId),
        gsi2pk: keys.connectionExpiryBucket(hourBucket(record.expiresAt)).gsi2pk,
        gsi2sk: record.connectionId,
        entityType: ENTITY.connection,
        ...record,
      },
    }),
  );
}

export async function getLiveConnection(
  connectionId: string,
  nowSeconds: number,
): Promise<ConnectionRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.connection(connectionId) }),
  );
  const item = result.Item as ConnectionRecord | undefined;
  return item?.userId && item.expiresAt > nowSeconds ? item : undefined;
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(connectionId) }));
}

export async function listLiveConnectionsOf(userId: string, nowSeconds: number): Promise<ConnectionRecord[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'expiresAt > :now',
      ExpressionAttributeValues: { ':pk': keys.connectionsOf(userId).gsi1pk, ':now': nowSeconds },
    }),
  );
  return (result.Items ?? []) as ConnectionRecord[];
}

/** Connections whose expiry falls in the given UTC hour bucket and has passed. */
export async function listExpiredConnectionsInBucket(hour: string, nowSeconds: number): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        FilterExpression: 'expiresAt <= :now',
        ExpressionAttributeValues: { ':pk': keys.connectionExpiryBucket(hour).gsi2pk, ':now': nowSeconds },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) ids.push(String(item.connectionId));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}
