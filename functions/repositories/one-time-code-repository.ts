import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from './dynamo-client';

/**
 * The storage of every one-time code the product mails (email changes, sign-in codes): only
 * a hash is kept, the item lapses by TTL on `expiresAt`, and tries are counted before a code
 * is compared, so parallel guesses cannot outrun the count.
 */
export interface CodeRecord {
  codeHash: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** Codes tried so far, right or wrong. */
  attempts: number;
}

type Key = { pk: string; sk: string };

export async function putCode(key: Key, entityType: string, record: CodeRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, entityType, ...record } }));
}

export async function getCode<T extends CodeRecord>(key: Key): Promise<T | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return result.Item as T | undefined;
}

export async function deleteCode(key: Key): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}

/** Takes one try, atomically, while tries remain and the code is unexpired; false otherwise. */
export async function reserveCodeAttempt(
  key: Key,
  maxAttempts: number,
  nowSeconds: number,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
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

/** Removes a used code only if it is still the one checked, so it works once. */
export async function consumeCode(key: Key, codeHash: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
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
