import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

export interface VerificationRecord {
  email: string;
  sentAt: string;
  /** Epoch seconds: TTL clean-up a day after the code stopped being valid. */
  expiresAt: number;
  /** scrypt hash of the pending sign-up's password (absent on records written before it was kept). */
  passwordHash?: string;
}

/**
 * Records when the newest code went out. A sign-up also records its password's hash, so the
 * pending account is confirmed only by whoever registered it last; a resend keeps that hash.
 */
export async function recordCodeSent(email: string, sentAt: Date, passwordHash?: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.verification(email),
      UpdateExpression: `SET entityType = :type, email = :email, sentAt = :sentAt, expiresAt = :expiresAt${
        passwordHash ? ', passwordHash = :hash' : ''
      }`,
      ExpressionAttributeValues: {
        ':type': ENTITY.verification,
        ':email': email,
        ':sentAt': sentAt.toISOString(),
        ':expiresAt': Math.floor(sentAt.getTime() / 1000) + 24 * 3600,
        ...(passwordHash ? { ':hash': passwordHash } : {}),
      },
    }),
  );
}

export async function getVerification(email: string): Promise<VerificationRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.verification(email) }));
  return result.Item as VerificationRecord | undefined;
}

export async function deleteVerification(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.verification(email) }));
}
