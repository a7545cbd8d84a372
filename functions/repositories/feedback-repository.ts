import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FeedbackType } from '../../shared/schemas/feedback';
import { db, tableName } from './dynamo-client';
import { dayBucket, ENTITY, keys } from './keys';

export interface FeedbackRecord {
  feedbackId: string;
  userId: string;
  type: FeedbackType;
  message: string;
  page: string;
  createdAt: string;
}

export async function putFeedback(record: FeedbackRecord): Promise<void> {
  const day = dayBucket(new Date(record.createdAt));
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.feedback(record.userId, record.feedbackId, day),
        entityType: ENTITY.feedback,
        ...record,
      },
      // ULIDs do not collide; the condition makes a replayed write fail loudly instead of overwriting.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Triage view: one day's feedback, newest first. */
export async function listFeedbackForDay(day: string, limit = 100): Promise<FeedbackRecord[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.feedbackByDay(day).gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => ({
    feedbackId: item.feedbackId,
    userId: item.userId,
    type: item.type,
    message: item.message,
    page: item.page,
    createdAt: item.createdAt,
  }));
}
