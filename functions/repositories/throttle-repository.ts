import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/**
 * Fixed-window failure counters. ADD is atomic, so concurrent failures all count; the
 * window's item expires by TTL (readers only ever look at the current window).
 */
export function windowStart(now: Date, windowSeconds: number): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return seconds - (seconds % windowSeconds);
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

/**
 * Takes one slot of the window before the guarded work runs, atomically: of any number of
 * concurrent callers at most `max` get a slot. False when the window is full.
 */
export async function takeSlot(
  subject: string,
  now: Date,
  windowSeconds: number,
  max: number,
): Promise<boolean> {
  const start = windowStart(now, windowSeconds);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.throttle(subject, start),
        UpdateExpression: 'ADD failures :one SET entityType = :type, expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(failures) OR failures < :max',
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': max,
          ':type': ENTITY.throttle,
          ':expiresAt': start + 2 * windowSeconds,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Gives a slot back (the attempt was not a failure), never below zero. */
export async function releaseSlot(subject: string, now: Date, windowSeconds: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.throttle(subject, windowStart(now, windowSeconds)),
        UpdateExpression: 'ADD failures :minusOne',
        ConditionExpression: 'failures > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Counts one use of a metered resource in the current window (e.g. tutor model calls per day). */
export const countUse = recordFailure;
