import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ProgressState } from '../services/progress/progress-state';
import { cancellationReasons, db, isTransactionCanceled, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/** What was awarded for one activity; also the answer to a repeated report of it. */
export interface ActivityRecord {
  activityKey: string;
  kind: string;
  occurredAt: string;
  xpAwarded: number;
  xpDistribution: Record<string, number>;
  newlyEarned: string[];
  xpAfter: number;
  levelAfter: number;
  streakAfter: number;
  /** Less XP than earned was granted because of the daily practice cap. */
  xpCapped?: boolean;
}

export type SaveOutcome = 'applied' | 'duplicate' | 'stale' | 'refused';

/** A write another repository adds to the activity's transaction (e.g. closing a practice session). */
export type LinkedWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const PROGRESS_FIELDS = [
  'version',
  'xp',
  'level',
  'streak',
  'longestStreak',
  'lastActiveDate',
  'streakFreezes',
  'totalScenarios',
  'skillXp',
  'counters',
  'periods',
  'achievements',
  'dailyChallengeDate',
  'mastery',
  'practiceXp',
] as const satisfies readonly (keyof ProgressState)[];

/**
 * Records the activity and the learner's new progress in one transaction. The activity item
 * must not exist yet (exactly once per idempotency key) and the profile must still be at
 * the version the new state was computed from (no lost updates between activities).
 */
export async function saveActivity(
  userId: string,
  expectedVersion: number,
  state: ProgressState,
  record: ActivityRecord,
  xpDay: { day: string; xp: number },
  extraProfileFields: Record<string, unknown> = {},
  linkedWrites: LinkedWrite[] = [],
): Promise<SaveOutcome> {
  const fields: Record<string, unknown> = { ...extraProfileFields };
  for (const field of PROGRESS_FIELDS) fields[field] = state[field];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':expected': expectedVersion };
  const sets = Object.entries(fields).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.activity(userId, record.activityKey),
                entityType: ENTITY.activity,
                userId,
                ...record,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(userId),
              UpdateExpression: `SET ${sets.join(', ')}`,
              ConditionExpression:
                expectedVersion === 0
                  ? 'attribute_exists(pk) AND (attribute_not_exists(#version) OR #version = :expected)'
                  : 'attribute_exists(pk) AND #version = :expected',
              ExpressionAttributeNames: { ...names, '#version': 'version' },
              ExpressionAttributeValues: values,
            },
          },
          ...(xpDay.xp > 0
            ? [
                {
                  Update: {
                    TableName: tableName(),
                    Key: keys.xpDay(userId, xpDay.day),
                    UpdateExpression: 'ADD xp :xp SET entityType = :type, #day = :day',
                    ExpressionAttributeNames: { '#day': 'day' },
                    ExpressionAttributeValues: { ':xp': xpDay.xp, ':type': ENTITY.xpDay, ':day': xpDay.day },
                  },
                },
              ]
            : []),
          ...linkedWrites,
        ],
      }),
    );
    return 'applied';
  } catch (error) {
    if (!isTransactionCanceled(error)) throw error;
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed') return 'duplicate';
    const linkedFrom = reasons.length - linkedWrites.length;
    if (reasons.slice(linkedFrom).includes('ConditionalCheckFailed')) return 'refused';
    if (reasons.some((r) => r === 'ConditionalCheckFailed' || r === 'TransactionConflict')) return 'stale';
    throw error;
  }
}

export async function getActivity(userId: string, activityKey: string): Promise<ActivityRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.activity(userId, activityKey) }),
  );
  return result.Item as ActivityRecord | undefined;
}

/** XP per local day from `fromDay` on, oldest first. */
export async function listXpDays(
  userId: string,
  fromDay: string,
): Promise<Array<{ day: string; xp: number }>> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.user(userId).pk,
        ':from': keys.xpDay(userId, fromDay).sk,
        ':to': keys.xpDay(userId, '9999-12-31').sk,
      },
    }),
  );
  return (result.Items ?? []).map((item) => ({ day: String(item.day), xp: Number(item.xp) }));
}
