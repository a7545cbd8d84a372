import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AssessmentFeedback, AssessmentForm } from '../../shared/schemas/assessment';
import { db, isConditionFailed, isTransactionCanceled, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

export interface AttemptRecord {
  attemptId: string;
  form: AssessmentForm;
  /** Question id -> the chosen option id, or the free-text answer. */
  answers: Record<string, string>;
  status: 'PROCESSING' | 'READY';
  createdAt: string;
  /** Set for signed-in learners, and for guests once they sign up. */
  userId?: string;
  /** Scenarios the learner had completed when taking it (for the retake rule). */
  scenariosAtAttempt?: number;
  assessmentType: 'INITIAL' | 'RETAKE';
  result?: AssessmentFeedback;
  /**
   * The learning path the scorer recommended, as the profile shows it: stored with the
   * result so applying the outcome needs no content (and the API functions bundle none).
   */
  recommendedPath?: RecommendedPath;
}

export interface RecommendedPath {
  name: string;
  skillIds: string[];
}

/** A guest's attempt no one signs up with lapses after this long (TTL); its snapshot with it. */
export const GUEST_ATTEMPT_LIFETIME_SECONDS = 90 * 24 * 3600;

export async function putAttempt(attempt: AttemptRecord): Promise<void> {
  const lapses = Math.floor(Date.parse(attempt.createdAt) / 1000) + GUEST_ATTEMPT_LIFETIME_SECONDS;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.assessmentAttempt(attempt.attemptId),
        ...(attempt.userId ? keys.attemptOwner(attempt.userId, attempt.createdAt) : {}),
        entityType: ENTITY.assessmentAttempt,
        ...attempt,
        ...(attempt.userId ? {} : { expiresAt: lapses }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getAttempt(attemptId: string): Promise<AttemptRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.assessmentAttempt(attemptId), ConsistentRead: true }),
  );
  return result.Item as AttemptRecord | undefined;
}

/** Stores the scored result and its snapshot once: a retried worker finds it READY and stops. */
export async function saveResult(
  attemptId: string,
  result: AssessmentFeedback,
  recommendedPath: RecommendedPath,
): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.assessmentAttempt(attemptId),
              UpdateExpression:
                'SET #status = :ready, #result = :result, snapshotId = :snapshot, recommendedPath = :path',
              ConditionExpression: '#status = :processing',
              ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
              ExpressionAttributeValues: {
                ':ready': 'READY',
                ':processing': 'PROCESSING',
                ':result': result,
                ':snapshot': result.snapshotId,
                ':path': recommendedPath,
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.snapshot(result.snapshotId),
                entityType: ENTITY.snapshot,
                snapshotId: result.snapshotId,
                attemptId,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
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

/** A learner's attempts, newest first. */
export async function listAttemptsOf(userId: string): Promise<AttemptRecord[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.attemptsOf(userId).gsi1pk },
      ScanIndexForward: false,
    }),
  );
  return (result.Items ?? []) as AttemptRecord[];
}

export async function getSnapshotAttemptId(snapshotId: string): Promise<string | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.snapshot(snapshotId) }));
  return result.Item?.attemptId as string | undefined;
}

/** Claims a re-drive of an attempt still PROCESSING since before `staleBefore` (one caller wins). */
export async function claimScoringRedrive(attemptId: string, now: Date, staleBefore: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.assessmentAttempt(attemptId),
        UpdateExpression: 'SET redrivenAt = :now',
        ConditionExpression:
          '#status = :processing AND createdAt <= :stale AND (attribute_not_exists(redrivenAt) OR redrivenAt <= :stale)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':processing': 'PROCESSING',
          ':now': now.toISOString(),
          ':stale': staleBefore.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
