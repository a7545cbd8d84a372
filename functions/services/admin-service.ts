import type { Membership } from '../../shared/schemas/users';
import { adminConfirm, getPoolUser, type PoolUser } from '../adapters/cognito';
import { NotFoundError } from '../platform/errors';
import {
  findUserIdByEmail,
  getUser,
  setPremiumAccess,
  type UserRecord,
} from '../repositories/user-repository';
import { toUserProfile } from './profile-service';
import { createTeamWithOwner } from './teams/team-service';
import { refreshTeam } from './teams/team-refresh';

/** Support operations behind `npm run admin`; each takes the learner's email. */
export interface AccountReport {
  email: string;
  pool: PoolUser | null;
  profile: ReturnType<typeof toUserProfile> | null;
}

async function profileByEmail(email: string): Promise<UserRecord | undefined> {
  const userId = await findUserIdByEmail(email.trim().toLowerCase());
  return userId ? getUser(userId) : undefined;
}

export async function lookUpAccount(email: string, now: Date = new Date()): Promise<AccountReport> {
  const normalized = email.trim().toLowerCase();
  const [pool, profile] = await Promise.all([getPoolUser(normalized), profileByEmail(normalized)]);
  if (!pool && !profile) throw new NotFoundError(`No account uses ${normalized}.`);
  return { email: normalized, pool: pool ?? null, profile: profile ? toUserProfile(profile, now) : null };
}

export async function grantPremium(
  email: string,
  days: number,
  membership: Membership,
  now: Date = new Date(),
): Promise<UserRecord> {
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    throw new RangeError('days must be a whole number from 1 to 3660');
  const profile = await profileByEmail(email);
  if (!profile) throw new NotFoundError(`No profile uses ${email}; the learner must sign in once first.`);
  // Extends from the later of now and the current end, so a grant never shortens access.
  const currentEnd = profile.premiumAccessEndsAt ? Date.parse(profile.premiumAccessEndsAt) : 0;
  const from = Math.max(now.getTime(), currentEnd);
  const endsAt = new Date(from + days * 86_400_000).toISOString();
  const updated = await setPremiumAccess(profile.userId, membership, endsAt);
  if (!updated) throw new NotFoundError(`No profile uses ${email}.`);
  return updated;
}

export async function revokePremium(email: string): Promise<UserRecord> {
  const profile = await profileByEmail(email);
  if (!profile) throw new NotFoundError(`No profile uses ${email}.`);
  const updated = await setPremiumAccess(profile.userId, null, null);
  if (!updated) throw new NotFoundError(`No profile uses ${email}.`);
  return updated;
}

export async function markVerified(email: string): Promise<PoolUser> {
  const normalized = email.trim().toLowerCase();
  const pool = await getPoolUser(normalized);
  if (!pool) throw new NotFoundError(`No account in the user pool uses ${normalized}.`);
  await adminConfirm(pool.username, pool.email);
  return { ...pool, confirmed: true };
}

/**
 * A new team with an Enterprise membership, and its first owner: the learner with this email
 * (who must have signed in once and belong to no team). Its figures are computed at once.
 */
export async function createTeam(name: string, ownerEmail: string, now: Date = new Date()) {
  const owner = await profileByEmail(ownerEmail.trim().toLowerCase());
  if (!owner) throw new NotFoundError(`No profile uses ${ownerEmail}; the owner must sign in once first.`);
  const team = await createTeamWithOwner(name, owner, now);
  await refreshTeam(team.teamId, now);
  return { teamId: team.teamId, name: team.name, plan: team.plan, owner: owner.email };
}
