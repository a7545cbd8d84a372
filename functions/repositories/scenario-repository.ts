import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ScenarioFeedback, ScenarioMessage } from '../../shared/schemas/scenarios';
import type { TutorState } from '../tutor/contract';
import { db, isConditionFailed, isTransactionCanceled, queryAll, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';
import type { LinkedWrite } from './progress-repository';

/** A learner's standing with one scenario. */
export interface ScenarioProgressRecord {
  userId: string;
  scenarioId: string;
  status: 'STARTED' | 'COMPLETED';
  /** Dialogues started, restarts included. */
  attempts: number;
  /** Completed at least once. */
  completed: boolean;
  currentSessionId: string;
  bestScore: number;
  updatedAt: string;
}

/** One dialogue between a learner and the tutor. */
export interface ScenarioSessionRecord {
  userId: string;
  sessionId: string;
  scenarioId: string;
  /** Optimistic lock: each tutor turn moves it by one. */
  version: number;
  /** Messages stored so far; the next one gets this number. */
  messageCount: number;
  awaitingReply: boolean;
  tutorState: TutorState;
  feedback: ScenarioFeedback;
  complete: boolean;
  /** Seconds of dialogue before the current running stretch. */
  timeSpent: number;
  /** When the timer last started running; null while paused or before the dialogue. */
  runningSince: string | null;
  /** The friend's challenge it was played for, if any: its score goes to the challenge. */
  shareableId?: string;
  /** When the learner's latest message started waiting for the tutor, and in which time zone. */
  awaitingSince?: string;
  awaitingTimeZone?: string;
  /** When a stale wait last handed the turn to the worker again. */
  redrivenAt?: string;
  createdAt: string;
  completedAt?: string;
}

export async function getScenarioProgress(
  userId: string,
  scenarioId: string,
): Promise<ScenarioProgressRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.scenarioProgress(userId, scenarioId) }),
  );
  return result.Item as ScenarioProgressRecord | undefined;
}

export async function listScenarioProgress(userId: string): Promise<ScenarioProgressRecord[]> {
  const { pk, skPrefix } = keys.scenarioProgressOf(userId);
  return queryAll<ScenarioProgressRecord>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  });
}

export async function getScenarioSession(
  userId: string,
  sessionId: string,
): Promise<ScenarioSessionRecord | undefined> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.scenarioSession(userId, sessionId),
      ConsistentRead: true,
    }),
  );
  return result.Item as ScenarioSessionRecord | undefined;
}

export async function listMessages(sessionId: string): Promise<ScenarioMessage[]> {
  const items = await queryAll<ScenarioMessage>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.scenarioMessages(sessionId).pk },
    ConsistentRead: true,
  });
  return items.map(({ id, type, content, timestamp, feedback }) =>
    feedback ? { id, type, content, timestamp, feedback } : { id, type, content, timestamp },
  );
}

function messageItem(sessionId: string, seq: number, message: ScenarioMessage) {
  return {
    ...keys.scenarioMessage(sessionId, seq),
    entityType: ENTITY.scenarioMessage,
    sessionId,
    seq,
    ...message,
  };
}

/**
 * Starts a dialogue: the session with the tutor's opening message, and the learner's progress
 * pointing at it. `expectedSessionId` guards restarts: only the dialogue the learner saw is replaced.
 */
export async function createSession(
  session: ScenarioSessionRecord,
  opening: ScenarioMessage,
  progress: ScenarioProgressRecord,
  expectedSessionId: string | null,
): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.scenarioSession(session.userId, session.sessionId),
                entityType: ENTITY.scenarioSession,
                ...session,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: tableName(), Item: messageItem(session.sessionId, 0, opening) } },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.scenarioProgress(progress.userId, progress.scenarioId),
                entityType: ENTITY.scenarioProgress,
                ...progress,
              },
              ConditionExpression:
                expectedSessionId === null ? 'attribute_not_exists(pk)' : 'currentSessionId = :expected',
              ExpressionAttributeValues:
                expectedSessionId === null ? undefined : { ':expected': expectedSessionId },
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

/**
 * Stores the learner's message and marks the session as awaiting the tutor, in one step: only
 * an open session that is not already waiting for a reply takes a message.
 */
export async function appendLearnerMessage(
  session: ScenarioSessionRecord,
  message: ScenarioMessage,
  now: Date,
  timeZone: string,
  shareableId?: string,
): Promise<boolean> {
  // A reply in challenge mode ties the dialogue to the challenge (the first one it was played for).
  const challenge = shareableId ? ', shareableId = if_not_exists(shareableId, :shareableId)' : '';
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.scenarioSession(session.userId, session.sessionId),
              UpdateExpression: `SET awaitingReply = :true, awaitingSince = :now, awaitingTimeZone = :timeZone, messageCount = messageCount + :one, version = version + :one, runningSince = if_not_exists(runningSince, :now)${challenge}`,
              ConditionExpression: 'version = :version AND awaitingReply = :false AND complete = :false',
              ExpressionAttributeValues: {
                ':true': true,
                ':false': false,
                ':one': 1,
                ':version': session.version,
                ':now': now.toISOString(),
                ':timeZone': timeZone,
                ...(shareableId ? { ':shareableId': shareableId } : {}),
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: messageItem(session.sessionId, session.messageCount, message),
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

/**
 * Claims the right to hand a stale wait to the worker again: only a session still waiting
 * since before `staleBefore`, and not re-driven since then, is claimed, so of many callers
 * (page loads, retries) one re-drives.
 */
export async function claimRedrive(
  userId: string,
  sessionId: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.scenarioSession(userId, sessionId),
        UpdateExpression: 'SET redrivenAt = :now',
        ConditionExpression:
          'awaitingReply = :true AND awaitingSince <= :stale AND (attribute_not_exists(redrivenAt) OR redrivenAt <= :stale)',
        ExpressionAttributeValues: {
          ':true': true,
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

export interface TutorTurnWrite {
  reply: ScenarioMessage;
  tutorState: TutorState;
  feedback: ScenarioFeedback;
  complete: boolean;
  timeSpent: number;
  now: Date;
}

/**
 * Stores the tutor's reply and its new state. Conditioned on the version the turn was computed
 * from, so a retried worker cannot store a second reply to the same message.
 */
export async function saveTutorTurn(
  session: ScenarioSessionRecord,
  turn: TutorTurnWrite,
  progressUpdate: LinkedWrite | null,
): Promise<boolean> {
  const completion = turn.complete
    ? ', complete = :true, completedAt = :now, timeSpent = :timeSpent, runningSince = :null'
    : '';
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.scenarioSession(session.userId, session.sessionId),
              UpdateExpression: `SET awaitingReply = :false, messageCount = messageCount + :one, version = version + :one, tutorState = :state, feedback = :feedback${completion}`,
              ConditionExpression: 'version = :version AND awaitingReply = :true',
              ExpressionAttributeValues: {
                ':false': false,
                ':true': true,
                ':one': 1,
                ':version': session.version,
                ':state': turn.tutorState,
                ':feedback': turn.feedback,
                ...(turn.complete
                  ? { ':now': turn.now.toISOString(), ':timeSpent': turn.timeSpent, ':null': null }
                  : {}),
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: messageItem(session.sessionId, session.messageCount, turn.reply),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...(progressUpdate ? [progressUpdate] : []),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionCanceled(error)) return false;
    throw error;
  }
}

/** Marks the learner's progress on a scenario as completed (inside the tutor turn that completes it). */
export function completeProgressWrite(
  userId: string,
  scenarioId: string,
  sessionId: string,
  score: number,
  now: Date,
): LinkedWrite {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.scenarioProgress(userId, scenarioId),
      UpdateExpression:
        'SET #status = :completed, completed = :true, updatedAt = :now, bestScore = if_not_exists(bestScore, :zero)',
      ConditionExpression: 'currentSessionId = :session',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':completed': 'COMPLETED',
        ':true': true,
        ':now': now.toISOString(),
        ':zero': 0,
        ':session': sessionId,
      },
    },
  };
}

export async function raiseBestScore(userId: string, scenarioId: string, score: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.scenarioProgress(userId, scenarioId),
        UpdateExpression: 'SET bestScore = :score',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(bestScore) OR bestScore < :score)',
        ExpressionAttributeValues: { ':score': score },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Pause: bank the running stretch and stop the clock. Resume: start it again. */
export async function setTimer(
  userId: string,
  sessionId: string,
  update: { timeSpent: number; runningSince: string | null },
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.scenarioSession(userId, sessionId),
      UpdateExpression: 'SET timeSpent = :spent, runningSince = :since',
      ConditionExpression: 'attribute_exists(pk) AND complete = :false',
      ExpressionAttributeValues: {
        ':spent': update.timeSpent,
        ':since': update.runningSince,
        ':false': false,
      },
    }),
  );
}

export async function putProgress(progress: ScenarioProgressRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.scenarioProgress(progress.userId, progress.scenarioId),
        entityType: ENTITY.scenarioProgress,
        ...progress,
      },
    }),
  );
}
