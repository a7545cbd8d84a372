import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { TEAM_TEXTS, type TeamMember, type TeamOverview } from '../../../shared/schemas/teams';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { keys } from '../../repositories/keys';
import { listPendingInvites } from '../../repositories/team-invitation-repository';
import {
  createTeam,
  getTeamMember,
  listTeamMembers,
  removeTeamMember,
  type TeamMemberRecord,
  type TeamRecord,
} from '../../repositories/team-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { canRemove, memberAnd, requireMember } from './team-access';
import { figuresOf } from './team-figures';

export function overviewOf(team: TeamRecord, yourRole: TeamMemberRecord['role']): TeamOverview {
  const members = Math.max(team.memberCount, 0);
  return {
    id: team.teamId,
    name: team.name,
    members,
    totalXP: Math.max(team.xpSum, 0),
    averageLevel: members > 0 ? Math.round((team.levelSum / members) * 10) / 10 : 0,
    completedScenarios: Math.max(team.scenarioSum, 0),
    plan: team.plan,
    yourRole,
    updatedAt: team.figuresAt,
  };
}

/** GET /teams/{id}: one BatchGetItem (the caller's row and the team item). */
export async function teamOverview(teamId: string, userId: string): Promise<TeamOverview> {
  const { member, item } = await memberAnd<TeamRecord>(teamId, userId, keys.team(teamId));
  if (!item) throw new ForbiddenError(TEAM_TEXTS.notMember);
  return overviewOf(item, member.role);
}

function memberView(record: TeamMemberRecord): TeamMember {
  return {
    id: record.userId,
    name: record.name,
    email: record.email,
    level: record.level,
    xp: record.xp,
    role: record.role,
    status: 'ACTIVE',
    lastActive: record.lastActive,
  };
}

const ROLE_ORDER = { OWNER: 0, ADMIN: 1, MEMBER: 2 } as const;

/** GET /teams/{id}/members: active members (owners first, then by XP), then pending invitations. */
export async function teamMembers(
  teamId: string,
  userId: string,
  now: Date = new Date(),
): Promise<TeamMember[]> {
  await requireMember(teamId, userId);
  const [members, invites] = await Promise.all([
    listTeamMembers(teamId),
    listPendingInvites(teamId, Math.floor(now.getTime() / 1000)),
  ]);
  const active = members
    .map(memberView)
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || b.xp - a.xp || a.name.localeCompare(b.name));
  const invited: TeamMember[] = invites
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt))
    .map((invite) => ({
      // Invitations have no learner yet; their id is only a list key in the app.
      id: `invite-${createHash('sha256').update(invite.email).digest('hex').slice(0, 16)}`,
      name: invite.email,
      email: invite.email,
      level: 0,
      xp: 0,
      role: invite.role,
      status: 'INVITED',
      lastActive: null,
    }));
  return [...active, ...invited];
}

/** DELETE /teams/{id}/members/{memberId} */
export async function removeMember(teamId: string, actorId: string, memberId: string): Promise<void> {
  const actor = await requireMember(teamId, actorId);
  if (actor.role === 'MEMBER') throw new ForbiddenError(TEAM_TEXTS.adminsOnly);
  const target = await getTeamMember(teamId, memberId);
  if (!target) throw new NotFoundError(TEAM_TEXTS.memberNotFound);
  if (!canRemove(actor.role, target.role)) throw new ForbiddenError(TEAM_TEXTS.ownersOnly);
  const outcome = await removeTeamMember(target);
  if (outcome === 'gone') throw new NotFoundError(TEAM_TEXTS.memberNotFound);
  if (outcome === 'last-owner') throw new ConflictError(TEAM_TEXTS.lastOwner);
}

/** `npm run admin -- create-team`: a new Enterprise team whose first owner is this learner. */
export async function createTeamWithOwner(
  name: string,
  owner: UserRecord,
  now: Date = new Date(),
): Promise<TeamRecord> {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > 80)
    throw new RangeError('The team name needs 2 to 80 characters.');
  const figures = figuresOf(owner, now);
  const team: TeamRecord = {
    teamId: ulid(),
    name: trimmed,
    plan: 'ENTERPRISE',
    createdAt: now.toISOString(),
    memberCount: 1,
    ownerCount: 1,
    xpSum: figures.xp,
    levelSum: figures.level,
    scenarioSum: figures.totalScenarios,
    pathCount: 0,
    figuresAt: now.toISOString(),
  };
  const outcome = await createTeam(team, {
    ...figures,
    teamId: team.teamId,
    userId: owner.userId,
    role: 'OWNER',
    joinedAt: now.toISOString(),
  });
  if (outcome === 'owner-in-team') throw new ConflictError(`${owner.email} already belongs to a team.`);
  return team;
}
