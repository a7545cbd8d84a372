import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons, db, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';
import {
  deleteCode,
  getCode,
  putCode,
  reserveCodeAttempt,
  type CodeRecord,
} from './one-time-code-repository';

/**
 * A change of sign-in address the learner asked for and has not proved yet, stored like every
 * one-time code (hashed, lapsing by TTL, tries counted before they are checked).
 */
export type EmailChangeRecord = CodeRecord & {
  userId: string;
  newEmail: string;
  requestedAt: string;
};

export const putEmailChange = (record: EmailChangeRecord) =>
  putCode(keys.emailChange(record.userId), ENTITY.emailChange, record);
export const getEmailChange = (userId: string) => getCode<EmailChangeRecord>(keys.emailChange(userId));
export const deleteEmailChange = (userId: string) => deleteCode(keys.emailChange(userId));
export const reserveAttempt = (userId: string, maxAttempts: number, nowSeconds: number) =>
  reserveCodeAttempt(keys.emailChange(userId), maxAttempts, nowSeconds);

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
