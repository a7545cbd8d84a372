import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './dynamo-client';
import { keys } from './keys';

/** The stored learner profile (the accounts issue grows it). */
export interface UserRecord {
  userId: string;
  name: string;
  email: string;
  hasPremiumAccess: boolean;
  /** ISO time until which earned premium (referrals, trials) lasts. */
  premiumAccessEndsAt?: string;
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  return result.Item as UserRecord | undefined;
}
