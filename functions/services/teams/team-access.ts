import { TEAM_TEXTS, type TeamRole } from '../../../shared/schemas/teams';
import { ForbiddenError } from '../../platform/errors';
import { getMembershipAnd, getTeamMember, type TeamMemberRecord } from '../../repositories/team-repository';

/**
 * Who may do what on a team. Anyone who is not a member gets the same 403 whether or not the
 * team exists, so team ids cannot be probed. Members read; owners and admins manage; only
 * owners touch other owners and admins.
 */
export const MANAGERS: ReadonlySet<TeamRole> = new Set(['OWNER', 'ADMIN']);

export function canManage(role: TeamRole): boolean {
  return MANAGERS.has(role);
}

/** An admin manages plain members; an owner manages everyone (the last owner is kept by the table). */
export function canRemove(actor: TeamRole, target: TeamRole): boolean {
  if (actor === 'OWNER') return true;
  return actor === 'ADMIN' && target === 'MEMBER';
}

export function canInviteAs(actor: TeamRole, role: TeamRole): boolean {
  if (role === 'OWNER') return false;
  if (role === 'ADMIN') return actor === 'OWNER';
  return canManage(actor);
}

export async function requireMember(teamId: string, userId: string): Promise<TeamMemberRecord> {
  const member = await getTeamMember(teamId, userId);
  if (!member) throw new ForbiddenError(TEAM_TEXTS.notMember);
  return member;
}

export async function requireManager(teamId: string, userId: string): Promise<TeamMemberRecord> {
  const member = await requireMember(teamId, userId);
  if (!canManage(member.role)) throw new ForbiddenError(TEAM_TEXTS.adminsOnly);
  return member;
}

/** The caller's membership and one item of the team, in one request; 403 for non-members. */
export async function memberAnd<T>(
  teamId: string,
  userId: string,
  key: { pk: string; sk: string },
): Promise<{ member: TeamMemberRecord; item: T | undefined }> {
  const { member, item } = await getMembershipAnd<T>(teamId, userId, key);
  if (!member) throw new ForbiddenError(TEAM_TEXTS.notMember);
  return { member, item };
}
