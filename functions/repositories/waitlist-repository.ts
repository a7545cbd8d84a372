import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/** One entry per address: a repeat sign-up is a no-op (the first tier and date stay). */
export async function addToWaitlist(
  email: string,
  tier: string,
  now: Date,
): Promise<'added' | 'already-listed'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.waitlist(email),
          entityType: ENTITY.waitlist,
          email,
          tier,
          joinedAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'added';
  } catch (error) {
    if (isConditionFailed(error)) return 'already-listed';
    throw error;
  }
}
