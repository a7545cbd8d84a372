import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from './dynamo-client';
import { keys } from './keys';

/** The learner an unsubscribe link belongs to, unless it is unknown or expired. */
export async function findUnsubscribeLink(
  tokenHash: string,
  nowSeconds: number,
): Promise<string | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.reminderUnsubscribe(tokenHash) }),
  );
  const item = result.Item as { userId: string; expiresAt: number } | undefined;
  if (!item || item.expiresAt <= nowSeconds) return undefined;
  return item.userId;
}

/**
 * Turns daily reminders off and takes the learner out of the reminder index. Idempotent:
 * a second click finds them off already. False when the profile no longer exists.
 */
export async function turnOffDailyReminders(userId: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET preferences.dailyReminders = :off REMOVE gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_exists(preferences)',
        ExpressionAttributeValues: { ':off': false },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
