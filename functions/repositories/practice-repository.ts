import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';
import type { LinkedWrite } from './progress-repository';

/** What the server remembers of a practice session it handed out, to score it later. */
export interface PracticeSessionRecord {
  sessionId: string;
  userId: string;
  skillId: string;
  mode: 'SKILL' | 'ASSESSMENT';
  /** Question id -> [correct option index, the question's own skill]. */
  answerKey: Record<string, [number, string]>;
  questionIds: string[];
  createdAt: string;
  status: 'OPEN' | 'SUBMITTED';
  /** Epoch seconds: unsubmitted sessions lapse after a day (TTL removes them). */
  expiresAt: number;
}

export async function putPracticeSession(session: PracticeSessionRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.practiceSession(session.userId, session.sessionId),
        entityType: ENTITY.practiceSession,
        ...session,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getPracticeSession(
  userId: string,
  sessionId: string,
): Promise<PracticeSessionRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practiceSession(userId, sessionId) }),
  );
  return result.Item as PracticeSessionRecord | undefined;
}

/**
 * Closes the session inside the XP award's transaction: only an open, unexpired session
 * can be submitted, so a second submit (or a race of two) awards nothing.
 */
export function closePracticeSessionWrite(
  userId: string,
  sessionId: string,
  result: Record<string, unknown>,
  nowSeconds: number,
): LinkedWrite {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.practiceSession(userId, sessionId),
      UpdateExpression: 'SET #status = :submitted, #result = :result',
      ConditionExpression: '#status = :open AND expiresAt > :now',
      ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
      ExpressionAttributeValues: {
        ':submitted': 'SUBMITTED',
        ':open': 'OPEN',
        ':result': result,
        ':now': nowSeconds,
      },
    },
  };
}
