import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons, db, isTransactionCanceled, queryAll, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';
import type { UserRecord } from './user-repository';

/** A learner with daily reminders on: the profile item, read through gsi2. */
export type ReminderCandidate = UserRecord & {
  streak?: number;
  lastActiveDate?: string | null;
  streakFreezes?: number;
};

/** Learners of one time zone with daily reminders on (a query of their gsi2 partition). */
export async function listReminderCandidates(timeZone: string): Promise<ReminderCandidate[]> {
  return queryAll<ReminderCandidate>({
    TableName: tableName(),
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.remindersIn(timeZone).gsi2pk },
  });
}

/**
 * Claims the reminder of one learner's local day and stores its unsubscribe link, in one
 * transaction. False when that day's reminder was already claimed (a second run, a retry,
 * a concurrent run): the caller sends nothing.
 */
export async function claimReminder(
  userId: string,
  day: string,
  unsubscribeTokenHash: string,
  sentAt: Date,
  unsubscribeExpiresAt: number,
): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.reminderSent(userId, day),
                entityType: ENTITY.reminderSent,
                userId,
                day,
                sentAt: sentAt.toISOString(),
                // Kept a few days past the local day it covers, then removed by TTL.
                expiresAt: Math.floor(sentAt.getTime() / 1000) + 3 * 86_400,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.reminderUnsubscribe(unsubscribeTokenHash),
                entityType: ENTITY.reminderUnsubscribe,
                userId,
                expiresAt: unsubscribeExpiresAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionCanceled(error) && cancellationReasons(error)[0] === 'ConditionalCheckFailed')
      return false;
    throw error;
  }
}
