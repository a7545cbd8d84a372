import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/**
 * A sign-in code mailed to an account's owner while sign-in for that email is locked: with it
 * the owner gets in at once, which a guesser without the mailbox cannot. Only its hash is
 * stored; it lapses by TTL and allows five tries, each counted before it is checked.
 */
export interface UnlockCodeRecord {
  email: string;
  codeHash: string;
  expiresAt: number;
  attempts: number;
}

export async function putUnlockCode(record: UnlockCodeRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.unlockCode(record.email), entityType: ENTITY.unlockCode, ...record },
    }),
  );
}

export async function getUnlockCode(email: string): Promise<UnlockCodeRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.unlockCode(email), ConsistentRead: true }),
  );
  return result.Item as UnlockCodeRecord | undefined;
}

/** Takes one try before the code is compared; false when none remain or nothing waits. */
export async function reserveUnlockAttempt(
  email: string,
  maxAttempts: number,
  nowSeconds: number,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.unlockCode(email),
        UpdateExpression: 'SET attempts = attempts + :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts, ':now': nowSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** A used code is removed only if it is still the one checked, so it works once. */
export async function consumeUnlockCode(email: string, codeHash: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.unlockCode(email),
        ConditionExpression: 'codeHash = :hash',
        ExpressionAttributeValues: { ':hash': codeHash },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
