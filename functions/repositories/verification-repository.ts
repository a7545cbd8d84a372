import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

export interface VerificationRecord {
  email: string;
  sentAt: string;
  /** Epoch seconds: TTL clean-up a day after the code stopped being valid. */
  expiresAt: number;
}

export async function recordCodeSent(email: string, sentAt: Date): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.verification(email),
        entityType: ENTITY.verification,
        email,
        sentAt: sentAt.toISOString(),
        expiresAt: Math.floor(sentAt.getTime() / 1000) + 24 * 3600,
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
