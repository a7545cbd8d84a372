import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { cancellationReasons, db, isConditionFailed, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/**
 * A change of sign-in address the learner asked for and has not proved yet. Only a hash of
 * the code is stored; the item lapses (TTL on expiresAt) and counts wrong guesses.
 */
export interface EmailChangeRecord {
  userId: string;
  newEmail: string;
  codeHash: string;
  requestedAt: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** Codes tried so far, right or wrong: each try is counted before it is checked. */
  attempts: number;
}

export async function putEmailChange(record: EmailChangeRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.emailChange(record.userId), entityType: ENTITY.emailChange, ...record },
    }),
  );
}

export async function getEmailChange(userId: string): Promise<EmailChangeRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.emailChange(userId), ConsistentRead: true }),
  );
  return result.Item as EmailChangeRecord | undefined;
}

export async function deleteEmailChange(userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.emailChange(userId) }));
}

/**
 * Takes one attempt, atomically, before the code is compared: of any number of parallel
 * guesses at most `maxAttempts` are ever checked. False when none remain (or nothing waits).
 */
export async function reserveAttempt(userId: string, maxAttempts: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.emailChange(userId),
        UpdateExpression: 'SET attempts = attempts + :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export type EmailChangeOutcome = 'changed' | 'stale' | 'email-taken';

/**
 * Moves the account to the new address in one transaction: the pending change must still be
 * the one checked (same code hash, unexpired, attempts left), the new address must be free,
 * the old claim is released and the pending change removed. A second confirm finds nothing.
 */
export async function completeEmailChange(
  change: EmailChangeRecord,
  oldEmail: string,
  maxAttempts: number,
  nowSeconds: number,
): Promise<EmailChangeOutcome> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.emailChange(change.userId),
              ConditionExpression: 'codeHash = :hash AND expiresAt > :now AND attempts <= :max',
              ExpressionAttributeValues: {
                ':hash': change.codeHash,
                ':now': nowSeconds,
                ':max': maxAttempts,
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.emailClaim(change.newEmail),
                entityType: ENTITY.emailClaim,
                userId: change.userId,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: keys.emailClaim(oldEmail),
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
              ExpressionAttributeValues: { ':userId': change.userId },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(change.userId),
              UpdateExpression: 'SET email = :email',
              ConditionExpression: 'attribute_exists(pk) AND email = :old',
              ExpressionAttributeValues: { ':email': change.newEmail, ':old': oldEmail },
            },
          },
        ],
      }),
    );
    return 'changed';
  } catch (error) {
    const [pending, claim] = cancellationReasons(error);
    if (pending === 'ConditionalCheckFailed') return 'stale';
    if (claim === 'ConditionalCheckFailed') return 'email-taken';
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) return 'stale';
    throw error;
  }
}
