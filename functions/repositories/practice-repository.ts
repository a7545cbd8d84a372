import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from './dynamo-client';
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
  /** Question id -> the learner's first pick; a pick is written once and never changed. */
  picks: Record<string, number>;
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

export type PickOutcome =
  | { kind: 'recorded'; session: PracticeSessionRecord }
  | { kind: 'refused'; session: PracticeSessionRecord | undefined };

/**
 * Records the learner's pick for one question, once: only into an open, unexpired session
 * that holds the question and has no pick for it yet. On refusal the stored session comes
 * back, so the caller can tell a repeat (the first pick stands) from a closed session.
 */
export async function recordPick(
  userId: string,
  sessionId: string,
  questionId: string,
  selectedIndex: number,
  nowSeconds: number,
): Promise<PickOutcome> {
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.practiceSession(userId, sessionId),
        UpdateExpression: 'SET picks.#question = :pick',
        ConditionExpression:
          'attribute_exists(pk) AND #status = :open AND expiresAt > :now AND attribute_exists(picks) ' +
          'AND contains(questionIds, :questionId) AND attribute_not_exists(picks.#question)',
        ExpressionAttributeNames: { '#status': 'status', '#question': questionId },
        ExpressionAttributeValues: {
          ':pick': selectedIndex,
          ':open': 'OPEN',
          ':now': nowSeconds,
          ':questionId': questionId,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { kind: 'recorded', session: result.Attributes as PracticeSessionRecord };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // A pick, once written, never changes, so a strongly consistent read after the refusal
    // sees the pick that won.
    const stored = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.practiceSession(userId, sessionId),
        ConsistentRead: true,
      }),
    );
    return { kind: 'refused', session: stored.Item as PracticeSessionRecord | undefined };
  }
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
