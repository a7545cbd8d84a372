import { REFERRAL_SIGNUP_REWARD_DAYS, REFERRAL_UPGRADE_REWARD_DAYS } from '../../../shared/constants';
import type { ReferralStats } from '../../../shared/schemas/referrals';
import { logger } from '../../platform/logger';
import {
  listReferrals,
  referralSignUpWrite,
  referralUpgradeWrite,
} from '../../repositories/referral-repository';
import { getUser, type UserRecord } from '../../repositories/user-repository';
import { LinkedWriteRefused, recordActivity } from '../progress/progress-service';

const DAY_MS = 86_400_000;

/** Earned days run on from the current end when access is still running, else from now. */
export function extendedAccessEnd(currentEnd: string | null | undefined, days: number, now: Date): string {
  const current = currentEnd ? Date.parse(currentEnd) : Number.NaN;
  const from = Number.isFinite(current) && current > now.getTime() ? current : now.getTime();
  return new Date(from + days * DAY_MS).toISOString();
}

/**
 * Credits a referral reward in the progress service's one transaction: the activity item
 * (exactly once per friend and kind), the referrer's profile at the version it was read (the
 * new access end computed from it, so concurrent rewards add up) and the referral item.
 */
async function credit(
  referrerId: string,
  activityKey: string,
  kind: 'REFERRAL_SIGNED_UP' | 'REFERRAL_UPGRADED',
  days: number,
  write: ReturnType<typeof referralSignUpWrite>,
  now: Date,
): Promise<boolean> {
  try {
    const outcome = await recordActivity(
      referrerId,
      activityKey,
      { kind, xpDistribution: {}, timeZone: 'UTC', occurredAt: now },
      [write],
      (referrer: UserRecord) => ({
        premiumAccessEndsAt: extendedAccessEnd(referrer.premiumAccessEndsAt, days, now),
      }),
    );
    return !outcome.duplicate;
  } catch (error) {
    if (!(error instanceof LinkedWriteRefused)) throw error;
    logger.info('Referral reward not credited', { referrerId, activityKey });
    return false;
  }
}

/** A referred friend verified: the referrer gets 3 premium days, once per friend. */
export async function creditReferralSignUp(
  referrerId: string,
  referredUserId: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (referrerId === referredUserId) return false;
  return credit(
    referrerId,
    `referral:${referredUserId}`,
    'REFERRAL_SIGNED_UP',
    REFERRAL_SIGNUP_REWARD_DAYS,
    referralSignUpWrite(referrerId, referredUserId, REFERRAL_SIGNUP_REWARD_DAYS, now),
    now,
  );
}

/** A referred friend first became a paying member: 7 more days, once per friend. */
export async function creditReferralUpgrade(
  referrerId: string,
  referredUserId: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (referrerId === referredUserId) return false;
  return credit(
    referrerId,
    `referral-upgrade:${referredUserId}`,
    'REFERRAL_UPGRADED',
    REFERRAL_UPGRADE_REWARD_DAYS,
    referralUpgradeWrite(referrerId, referredUserId, REFERRAL_UPGRADE_REWARD_DAYS, now),
    now,
  );
}

/** A learner's subscription became active: their referrer, if any, earns the upgrade reward. */
export async function rewardReferrerOfPayingMember(userId: string, now: Date = new Date()): Promise<boolean> {
  const member = await getUser(userId);
  if (!member?.referredBy) return false;
  return creditReferralUpgrade(member.referredBy, userId, now);
}

/** GET /referrals/my-stats */
export async function referralStats(user: UserRecord): Promise<ReferralStats> {
  const referrals = await listReferrals(user.userId);
  return {
    referralCode: user.referralCode,
    successfulSignUps: referrals.length,
    successfulUpgrades: referrals.filter((r) => r.status === 'UPGRADED').length,
    totalDaysEarned: referrals.reduce((sum, r) => sum + (r.daysEarned ?? 0), 0),
    premiumAccessEndsAt: user.premiumAccessEndsAt ?? null,
  };
}
