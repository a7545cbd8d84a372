import type { MembershipView, SubscriptionRecord } from '../../shared/schemas/users';
import { getUser } from '../repositories/user-repository';

/** Statuses of a paid plan that still grant access until its end date. */
const GRANTING = new Set(['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED']);

interface PremiumSources {
  /** An admin grant or an enterprise membership (npm run admin). */
  hasPremiumAccess: boolean;
  membership?: string | null;
  /** Premium days earned through referrals or granted until a date. */
  premiumAccessEndsAt?: string | null;
  subscription?: SubscriptionRecord;
  /** A team with an Enterprise membership gives its members premium while they belong to it. */
  teamId?: string | null;
  teamMembership?: 'ENTERPRISE' | null;
}

function teamGrants(user: PremiumSources): boolean {
  return Boolean(user.teamId) && user.teamMembership === 'ENTERPRISE';
}

function subscriptionGrants(subscription: SubscriptionRecord | undefined, now: Date): boolean {
  return (
    subscription !== undefined &&
    GRANTING.has(subscription.status) &&
    Date.parse(subscription.accessEndsAt) > now.getTime()
  );
}

/**
 * Premium access, derived at every check (never trusted from the client, and no job has to
 * run first for it to end): a granted membership, a subscription still within its period, or
 * premium days that have not run out, or membership of a team with an Enterprise membership.
 */
export function grantsPremium(user: PremiumSources, now: Date): boolean {
  if (user.hasPremiumAccess) return true;
  if (teamGrants(user)) return true;
  if (subscriptionGrants(user.subscription, now)) return true;
  if (!user.premiumAccessEndsAt) return false;
  return Date.parse(user.premiumAccessEndsAt) > now.getTime();
}

export function membershipOf(user: PremiumSources, now: Date): MembershipView {
  if (user.hasPremiumAccess) {
    const enterprise = user.membership === 'ENTERPRISE';
    return {
      plan: enterprise ? 'ENTERPRISE' : 'STRATEGIST',
      status: 'GRANTED',
      source: enterprise ? 'ENTERPRISE' : 'ADMIN',
      premiumAccessEndsAt: null,
    };
  }
  if (teamGrants(user))
    return { plan: 'ENTERPRISE', status: 'GRANTED', source: 'ENTERPRISE', premiumAccessEndsAt: null };
  const sub = user.subscription;
  if (sub) {
    const expired = Date.parse(sub.accessEndsAt) <= now.getTime();
    if (!expired || !user.premiumAccessEndsAt) {
      return {
        plan: expired ? 'EXPLORER' : 'STRATEGIST',
        status: expired ? 'EXPIRED' : sub.status,
        source: 'SUBSCRIPTION',
        premiumAccessEndsAt: sub.accessEndsAt,
      };
    }
  }
  if (user.premiumAccessEndsAt && Date.parse(user.premiumAccessEndsAt) > now.getTime()) {
    return {
      plan: 'STRATEGIST',
      status: 'GRANTED',
      source: 'REFERRAL',
      premiumAccessEndsAt: user.premiumAccessEndsAt,
    };
  }
  return { plan: 'EXPLORER', status: 'NONE', source: 'NONE', premiumAccessEndsAt: null };
}

export async function hasPremiumAccess(userId: string, now: Date = new Date()): Promise<boolean> {
  const user = await getUser(userId);
  return user !== undefined && grantsPremium(user, now);
}
