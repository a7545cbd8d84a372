import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, isTransactionCanceled, tableName } from './dynamo-client';
import { keys } from './keys';

/**
 * Gives a guest's assessment attempt to the new account and marks the assessment done, in
 * one transaction: an attempt that does not exist or already has an owner changes nothing.
 */
export async function claimGuestAttempt(attemptId: string, userId: string, now: Date): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.assessmentAttempt(attemptId),
              // The attempt joins the learner's history (gsi1), dated when it was taken, and
              // stops lapsing like an unclaimed guest attempt.
              UpdateExpression:
                'SET userId = :userId, claimedAt = :now, gsi1pk = :owner, gsi1sk = if_not_exists(createdAt, :now) REMOVE expiresAt',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(userId)',
              ExpressionAttributeValues: {
                ':userId': userId,
                ':now': now.toISOString(),
                ':owner': keys.attemptsOf(userId).gsi1pk,
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(userId),
              UpdateExpression: 'SET hasCompletedInitialAssessment = :true',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':true': true },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionCanceled(error)) return false;
    throw error;
  }
}
