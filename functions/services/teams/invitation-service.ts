import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/envelope';
import {
  TEAM_INVITE_DAYS,
  TEAM_TEXTS,
  type InvitationPreview,
  type TeamOverview,
  type TeamRole,
} from '../../../shared/schemas/teams';
import { invokeAsync } from '../../platform/async-invoke';
import { getConfig } from '../../platform/config';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import {
  getInvitation,
  putInvitation,
  useInvitationWrites,
  type InvitationRecord,
} from '../../repositories/team-invitation-repository';
import { getTeam, getTeamMember, joinTeam } from '../../repositories/team-repository';
import { findUserIdByEmail, type UserRecord } from '../../repositories/user-repository';
import { useRateLimit } from '../rate-limits';
import { canInviteAs, requireManager } from './team-access';
import { figuresOf } from './team-figures';
import { overviewOf } from './team-service';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Only a hash of the link's secret is stored, so the table alone cannot accept an invitation. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(`team-invitation:${token}`).digest('hex');
}

export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function invitationLink(token: string): string {
  return `${getConfig().WEB_ORIGIN}/team-invite/${token}`;
}

class InvitationExpiredError extends HttpError {
  constructor() {
    super(410, ERROR_CODES.codeExpired, TEAM_TEXTS.inviteExpired);
  }
}

/**
 * POST /teams/{id}/invite: an owner or admin invites an address. A link with a single-use
 * secret goes out through the send-email worker; a new invitation to the same address
 * replaces the previous link.
 */
export async function inviteToTeam(
  teamId: string,
  inviter: UserRecord,
  email: string,
  role: Exclude<TeamRole, 'OWNER'>,
  now: Date = new Date(),
): Promise<{ email: string; expiresAt: string }> {
  const actor = await requireManager(teamId, inviter.userId);
  if (!canInviteAs(actor.role, role)) throw new ForbiddenError(TEAM_TEXTS.ownersOnly);
  const existingId = await findUserIdByEmail(email);
  if (existingId && (await getTeamMember(teamId, existingId)))
    throw new ConflictError(TEAM_TEXTS.alreadyMember);
  const team = await getTeam(teamId);
  if (!team) throw new ForbiddenError(TEAM_TEXTS.notMember);
  await useRateLimit('teamInvitesPerTeam', teamId, now);

  const token = newInvitationToken();
  const expiresAt = seconds(now) + TEAM_INVITE_DAYS * 86_400;
  await putInvitation({
    tokenHash: hashInvitationToken(token),
    teamId,
    teamName: team.name,
    email,
    role,
    invitedBy: inviter.name,
    invitedAt: now.toISOString(),
    expiresAt,
    status: 'PENDING',
  });
  await invokeAsync('send-email', {
    to: email,
    subject: `${inviter.name} invited you to ${team.name} on Clarity`,
    text:
      `Hello,\n\n${inviter.name} invited you to join the team ${team.name} on Clarity, where you train ` +
      `critical thinking together. Team members get premium access.\n\nAccept the invitation: ` +
      `${invitationLink(token)}\n\nThe link works once and expires in ${TEAM_INVITE_DAYS} days. ` +
      `Sign in or create your account with ${email} to accept it.\n\nIf you did not expect this, ignore this email.`,
  });
  logger.info('Team invitation sent', { teamId });
  return { email, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

async function invitationOf(token: string): Promise<InvitationRecord> {
  const invitation = await getInvitation(hashInvitationToken(token));
  if (!invitation) throw new NotFoundError(TEAM_TEXTS.inviteInvalid);
  return invitation;
}

/** GET /team-invitations/{token}: what the link is about, before signing in. */
export async function previewInvitation(token: string, now: Date = new Date()): Promise<InvitationPreview> {
  const invitation = await invitationOf(token);
  const status =
    invitation.status === 'ACCEPTED'
      ? 'ACCEPTED'
      : invitation.expiresAt <= seconds(now)
        ? 'EXPIRED'
        : 'PENDING';
  return {
    teamName: invitation.teamName,
    email: invitation.email,
    invitedBy: invitation.invitedBy,
    status,
    expiresAt: new Date(invitation.expiresAt * 1000).toISOString(),
  };
}

/**
 * POST /team-invitations/{token}/accept: the signed-in learner invited at this address joins.
 * The join and the use of the link are one transaction, so of any number of concurrent
 * accepts exactly one adds a member.
 */
export async function acceptInvitation(
  token: string,
  user: UserRecord,
  now: Date = new Date(),
): Promise<TeamOverview> {
  for (let attempt = 0; ; attempt += 1) {
    const invitation = await invitationOf(token);
    if (invitation.status === 'ACCEPTED') throw new ConflictError(TEAM_TEXTS.inviteUsed);
    if (invitation.expiresAt <= seconds(now)) throw new InvitationExpiredError();
    if (invitation.email !== user.email.toLowerCase()) throw new ForbiddenError(TEAM_TEXTS.inviteOtherEmail);
    if (user.teamId) throw new ConflictError(TEAM_TEXTS.alreadyInTeam);
    const team = await getTeam(invitation.teamId);
    if (!team) throw new NotFoundError(TEAM_TEXTS.inviteInvalid);

    const member = {
      ...figuresOf(user, now),
      teamId: team.teamId,
      userId: user.userId,
      role: invitation.role,
      joinedAt: now.toISOString(),
    };
    const outcome = await joinTeam(
      member,
      team.plan,
      useInvitationWrites(invitation, user.userId, seconds(now)),
    );
    if (outcome.ok) {
      logger.info('Team invitation accepted', { teamId: team.teamId, userId: user.userId });
      return overviewOf(
        {
          ...team,
          memberCount: team.memberCount + 1,
          xpSum: team.xpSum + member.xp,
          levelSum: team.levelSum + member.level,
          scenarioSum: team.scenarioSum + member.totalScenarios,
        },
        member.role,
      );
    }
    switch (outcome.reason) {
      case 'invitation': {
        // Used, expired or replaced meanwhile: say which.
        const fresh = await invitationOf(token);
        if (fresh.status === 'ACCEPTED') throw new ConflictError(TEAM_TEXTS.inviteUsed);
        if (fresh.expiresAt <= seconds(now)) throw new InvitationExpiredError();
        throw new ConflictError(TEAM_TEXTS.inviteSuperseded);
      }
      case 'in-team':
      case 'already-member':
        throw new ConflictError(TEAM_TEXTS.alreadyInTeam);
      case 'no-team':
        throw new NotFoundError(TEAM_TEXTS.inviteInvalid);
      case 'conflict':
        if (attempt >= 3) throw new ConflictError(TEAM_TEXTS.inviteUsed);
    }
  }
}
