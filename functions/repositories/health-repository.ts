import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './dynamo-client';

/**
 * One strongly consistent read of a fixed key: it succeeds (item or not) only when the table
 * answers. Bounded by `timeoutMs`, so a health check never hangs on a stalled connection.
 */
export async function pingTable(timeoutMs: number): Promise<void> {
  await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: 'HEALTH', sk: 'HEALTH' },
      ConsistentRead: true,
    }),
    { abortSignal: AbortSignal.timeout(timeoutMs) },
  );
}
