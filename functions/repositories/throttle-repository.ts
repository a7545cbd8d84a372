import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/**
 * Fixed-window failure counters. ADD is atomic, so concurrent failures all count; the
 * window's item expires by TTL (readers only ever look at the current window).
 */
export function windowStart(now: Date, windowSeconds: number): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return seconds - (seconds % windowSeconds);
}

export async function countFailures(subject: string, now: Date, windowSeconds: number): Promise<number> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.throttle(subject, windowStart(now, windowSeconds)) }),
  );
  return Number(result.Item?.failures ?? 0);
}

export async function recordFailure(subject: string, now: Date, windowSeconds: number): Promise<number> {
  const start = windowStart(now, windowSeconds);
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.throttle(subject, start),
      UpdateExpression: 'ADD failures :one SET entityType = :type, expiresAt = :expiresAt',
      ExpressionAttributeValues: {
        ':one': 1,
        ':type': ENTITY.throttle,
        ':expiresAt': start + 2 * windowSeconds,
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.failures ?? 0);
}

/** Counts one use of a metered resource in the current window (e.g. tutor model calls per day). */
export const countUse = recordFailure;
