import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { TeamRole } from '../../shared/schemas/teams';
import { cancellationReasons, db, isConditionFailed, queryAll, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A team and its running figures. memberCount, ownerCount and the sums change in the same
 * transaction as the join or removal that changes them, so the overview is one GetItem; the
 * scheduled job re-adds the sums from the members' profiles to take in their new XP.
 */
export interface TeamRecord {
  teamId: string;
  name: string;
  plan: 'ENTERPRISE';
  createdAt: string;
  memberCount: number;
  ownerCount: number;
  xpSum: number;
  levelSum: number;
  scenarioSum: number;
  pathCount?: number;
  figuresAt: string;
}

/** What a member's row shows; copied from the profile on joining, refreshed by the job. */
export interface MemberFigures {
  name: string;
  email: string;
  level: number;
  xp: number;
  totalScenarios: number;
  weekXp: number;
  lastActive: string | null;
}

export interface TeamMemberRecord extends MemberFigures {
  teamId: string;
  userId: string;
  role: TeamRole;
  joinedAt: string;
}

export async function getTeam(teamId: string): Promise<TeamRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.team(teamId) }));
  return result.Item as TeamRecord | undefined;
}

export async function getTeamMember(teamId: string, userId: string): Promise<TeamMemberRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.teamMember(teamId, userId) }),
  );
  return result.Item as TeamMemberRecord | undefined;
}

/**
 * The caller's membership and one item of the team's partition (the team, or its analytics)
 * in a single BatchGetItem: a team page costs one request however large the team is.
 */
export async function getMembershipAnd<T>(
  teamId: string,
  userId: string,
  item: { pk: string; sk: string },
): Promise<{ member: TeamMemberRecord | undefined; item: T | undefined }> {
  const memberKey = keys.teamMember(teamId, userId);
  let pending: Array<Record<string, unknown>> = [memberKey, item];
  const found: Array<Record<string, unknown>> = [];
  for (let attempt = 0; pending.length > 0 && attempt < 5; attempt += 1) {
    const result = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
    );
    found.push(...(result.Responses?.[tableName()] ?? []));
    pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Array<Record<string, unknown>>;
  }
  return {
    member: found.find((i) => i.sk === memberKey.sk) as TeamMemberRecord | undefined,
    item: found.find((i) => i.sk === item.sk) as T | undefined,
  };
}

export async function listTeamMembers(teamId: string): Promise<TeamMemberRecord[]> {
  const { pk, skPrefix } = keys.teamMembers(teamId);
  return queryAll<TeamMemberRecord>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  });
}

export async function listTeamIds(): Promise<string[]> {
  const items = await queryAll<{ teamId: string }>({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allTeams().gsi1pk },
    ProjectionExpression: 'teamId',
  });
  return items.map((i) => i.teamId);
}

function memberPut(member: TeamMemberRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.teamMember(member.teamId, member.userId), entityType: ENTITY.teamMember, ...member },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The profile joins the team only if it is in no team: a learner belongs to one team. */
function profileJoins(member: TeamMemberRecord, membership: 'ENTERPRISE'): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(member.userId),
      UpdateExpression: 'SET teamId = :team, teamMembership = :membership',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(teamId) OR teamId = :null)',
      ExpressionAttributeValues: { ':team': member.teamId, ':membership': membership, ':null': null },
    },
  };
}

export type CreateTeamOutcome = 'created' | 'owner-in-team';

/** Creates the team with its first owner, who must have a profile and no team. */
export async function createTeam(team: TeamRecord, owner: TeamMemberRecord): Promise<CreateTeamOutcome> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.team(team.teamId),
                ...keys.teamListing(team.teamId),
                entityType: ENTITY.team,
                ...team,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          memberPut(owner),
          profileJoins(owner, team.plan),
        ],
      }),
    );
    return 'created';
  } catch (error) {
    if (cancellationReasons(error)[2] === 'ConditionalCheckFailed') return 'owner-in-team';
    throw error;
  }
}

export type JoinOutcome =
  { ok: true } | { ok: false; reason: 'invitation' | 'in-team' | 'already-member' | 'no-team' | 'conflict' };

/**
 * Adds a member: the member row, the profile's teamId, the team's figures and the writes that
 * use up the invitation (`invitationWrites`, first), all in one transaction. The invitation's
 * own conditions make a link work exactly once, however many accepts race.
 */
export async function joinTeam(
  member: TeamMemberRecord,
  membership: 'ENTERPRISE',
  invitationWrites: TransactItem[],
): Promise<JoinOutcome> {
  const items: TransactItem[] = [
    ...invitationWrites,
    memberPut(member),
    profileJoins(member, membership),
    {
      Update: {
        TableName: tableName(),
        Key: keys.team(member.teamId),
        UpdateExpression:
          'ADD memberCount :one, xpSum :xp, levelSum :level, scenarioSum :scenarios' +
          (member.role === 'OWNER' ? ', ownerCount :one' : ''),
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':one': 1,
          ':xp': member.xp,
          ':level': member.level,
          ':scenarios': member.totalScenarios,
        },
      },
    },
  ];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons.length === 0) throw error;
    const failed = (i: number) => reasons[i] === 'ConditionalCheckFailed';
    const n = invitationWrites.length;
    if (reasons.slice(0, n).includes('ConditionalCheckFailed')) return { ok: false, reason: 'invitation' };
    if (failed(n)) return { ok: false, reason: 'already-member' };
    if (failed(n + 1)) return { ok: false, reason: 'in-team' };
    if (failed(n + 2)) return { ok: false, reason: 'no-team' };
    if (reasons.includes('TransactionConflict')) return { ok: false, reason: 'conflict' };
    throw error;
  }
}

export type RemoveOutcome = 'removed' | 'gone' | 'last-owner';

/**
 * Removes a member: their row, the team's figures (an owner only while another owner remains)
 * and the profile's teamId with the premium it brought, together.
 */
export async function removeTeamMember(member: TeamMemberRecord): Promise<RemoveOutcome> {
  const owner = member.role === 'OWNER';
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.teamMember(member.teamId, member.userId),
              ConditionExpression: 'attribute_exists(pk) AND #role = :role',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':role': member.role },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.team(member.teamId),
              UpdateExpression:
                'ADD memberCount :minusOne, xpSum :xp, levelSum :level, scenarioSum :scenarios' +
                (owner ? ', ownerCount :minusOne' : ''),
              ConditionExpression: owner
                ? 'attribute_exists(pk) AND ownerCount > :one'
                : 'attribute_exists(pk)',
              ExpressionAttributeValues: {
                ':minusOne': -1,
                ':xp': -member.xp,
                ':level': -member.level,
                ':scenarios': -member.totalScenarios,
                ...(owner ? { ':one': 1 } : {}),
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(member.userId),
              UpdateExpression: 'SET teamId = :null, teamMembership = :null',
              ConditionExpression: 'attribute_exists(pk) AND teamId = :team',
              ExpressionAttributeValues: { ':null': null, ':team': member.teamId },
            },
          },
        ],
      }),
    );
    return 'removed';
  } catch (error) {
    const [row, team] = cancellationReasons(error);
    if (row === 'ConditionalCheckFailed') return 'gone';
    if (team === 'ConditionalCheckFailed') return 'last-owner';
    throw error;
  }
}

/** The job's refresh of one member row; a row removed meanwhile stays removed. */
export async function refreshMemberFigures(teamId: string, userId: string, figures: MemberFigures) {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.teamMember(teamId, userId),
        UpdateExpression:
          'SET #name = :name, email = :email, #level = :level, xp = :xp, totalScenarios = :scenarios, weekXp = :week, lastActive = :last',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name', '#level': 'level' },
        ExpressionAttributeValues: {
          ':name': figures.name,
          ':email': figures.email,
          ':level': figures.level,
          ':xp': figures.xp,
          ':scenarios': figures.totalScenarios,
          ':week': figures.weekXp,
          ':last': figures.lastActive,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** The job's full recount of the sums (memberCount and ownerCount stay with the transactions). */
export async function setTeamSums(
  teamId: string,
  sums: { xpSum: number; levelSum: number; scenarioSum: number },
  at: string,
) {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.team(teamId),
        UpdateExpression: 'SET xpSum = :xp, levelSum = :level, scenarioSum = :scenarios, figuresAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':xp': sums.xpSum,
          ':level': sums.levelSum,
          ':scenarios': sums.scenarioSum,
          ':at': at,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
