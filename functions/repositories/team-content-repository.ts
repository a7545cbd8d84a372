import { BatchGetCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TeamAnalytics } from '../../shared/schemas/teams';
import { cancellationReasons, db, queryAll, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/** A learning path assigned to a team: a catalogue path, or one composed from scenarios. */
export interface TeamPathRecord {
  teamId: string;
  pathId: string;
  kind: 'CATALOGUE' | 'COMPOSED';
  name: string;
  description: string;
  scenarioIds: string[];
  assignedAt: string;
  assignedBy: string;
}

export async function listTeamPaths(teamId: string): Promise<TeamPathRecord[]> {
  const { pk, skPrefix } = keys.teamPaths(teamId);
  const paths = await queryAll<TeamPathRecord>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  });
  return paths.sort((a, b) => a.assignedAt.localeCompare(b.assignedAt));
}

export type AssignOutcome = 'assigned' | 'duplicate' | 'limit';

/** Assigns a path once, within the team's path limit (a counter on the team item). */
export async function assignTeamPath(path: TeamPathRecord, limit: number): Promise<AssignOutcome> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.teamPath(path.teamId, path.pathId), entityType: ENTITY.teamPath, ...path },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.team(path.teamId),
              UpdateExpression: 'ADD pathCount :one',
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(pathCount) OR pathCount < :limit)',
              ExpressionAttributeValues: { ':one': 1, ':limit': limit },
            },
          },
        ],
      }),
    );
    return 'assigned';
  } catch (error) {
    const [pathItem, team] = cancellationReasons(error);
    if (pathItem === 'ConditionalCheckFailed') return 'duplicate';
    if (team === 'ConditionalCheckFailed') return 'limit';
    throw error;
  }
}

export interface TeamAnalyticsRecord extends TeamAnalytics {
  teamId: string;
  /** XP per ISO week as the job has seen it, kept for the 8-week series. */
  weekHistory: Record<string, number>;
}

export async function getTeamAnalytics(teamId: string): Promise<TeamAnalyticsRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.teamAnalytics(teamId) }));
  return result.Item as TeamAnalyticsRecord | undefined;
}

export async function putTeamAnalytics(record: TeamAnalyticsRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.teamAnalytics(record.teamId), entityType: ENTITY.teamAnalytics, ...record },
    }),
  );
}

/** Only the profile fields team figures need, for up to 100 learners per request. */
const PROFILE_FIELDS = [
  'userId',
  '#name',
  'email',
  '#level',
  'xp',
  'totalScenarios',
  'lastActiveDate',
  'periods',
  'skillXp',
  'mastery',
].join(', ');

export async function getProfilesForTeam<T>(userIds: string[]): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < userIds.length; i += 100) {
    let pending: Array<Record<string, unknown>> = userIds.slice(i, i + 100).map((id) => keys.user(id));
    for (let attempt = 0; pending.length > 0 && attempt < 8; attempt += 1) {
      const result = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ProjectionExpression: PROFILE_FIELDS,
              ExpressionAttributeNames: { '#name': 'name', '#level': 'level' },
            },
          },
        }),
      );
      found.push(...((result.Responses?.[tableName()] ?? []) as T[]));
      pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Array<Record<string, unknown>>;
    }
  }
  return found;
}
