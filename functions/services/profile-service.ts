import { randomInt } from 'node:crypto';
import { API_ERROR_MESSAGES, ERROR_MESSAGES } from '../../shared/messages';
import {
  DEFAULT_PREFERENCES,
  EMAIL_CHANGE_TEXTS,
  type PreferencesBody,
  type PublicProfile,
  type UserProfile,
} from '../../shared/schemas/users';
import { getPoolUser, updatePoolUser } from '../adapters/cognito';
import { ConflictError, NotFoundError, UnauthorizedError } from '../platform/errors';
import { applyOutcome } from './assessment/assessment-outcome';
import { logger } from '../platform/logger';
import type { AuthenticatedUser } from '../platform/token-verifier';
import { getAttempt } from '../repositories/assessment-repository';
import { claimGuestAttempt } from '../repositories/onboarding-repository';
import {
  createUser,
  findUserIdByReferralCode,
  getUser,
  updateNameAndEmail,
  updatePreferences as storePreferences,
  type UserRecord,
} from '../repositories/user-repository';
import { grantsPremium, membershipOf } from './entitlements';
import { confirmEmailChange, pendingEmailOf, requestEmailChange } from './email-change-service';
import type { AchievementProgress } from './progress/achievements';
import { achievementsView } from './progress/achievements-service';
import { canonicalTimeZone } from './progress/calendar';
import { currentStreak } from './progress/streak';
import { creditReferralSignUp } from './referrals/referral-service';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  return Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
}

export function toUserProfile(
  user: UserRecord,
  now: Date = new Date(),
  pendingEmail: string | null = null,
): UserProfile {
  return {
    id: user.userId,
    name: user.name,
    email: user.email,
    xp: user.xp,
    level: user.level,
    // The stored streak is as of the last activity; a day without learning has lapsed it.
    streak: currentStreak(
      {
        streak: user.streak ?? 0,
        longestStreak: 0,
        lastActiveDate: (user as { lastActiveDate?: string | null }).lastActiveDate ?? null,
      },
      now.toISOString().slice(0, 10),
    ),
    totalScenarios: user.totalScenarios,
    joinDate: user.joinDate,
    hasPremiumAccess: grantsPremium(user, now),
    membership: user.membership ?? null,
    premiumAccessEndsAt: user.premiumAccessEndsAt ?? null,
    premium: membershipOf(user, now),
    hasCompletedInitialAssessment: user.hasCompletedInitialAssessment,
    teamId: user.teamId ?? null,
    recommendedPath: user.recommendedPath ?? null,
    preferences: { ...DEFAULT_PREFERENCES, ...user.preferences },
    pendingEmail,
  };
}

export interface NewAccount {
  userId: string;
  username: string;
  email: string;
  name: string;
  authProvider: UserRecord['authProvider'];
  guestAttemptId?: string;
  referralCode?: string;
}

/**
 * Creates the learner's profile the first time an account signs in, then applies the guest
 * attempt and referral. Every step is conditional, so running it again changes nothing.
 */
export async function ensureProfile(account: NewAccount, now: Date = new Date()): Promise<UserRecord> {
  let user = await getUser(account.userId);
  if (!user) {
    const referrerId = account.referralCode
      ? await findUserIdByReferralCode(account.referralCode.toUpperCase())
      : undefined;
    for (let attempt = 0; attempt < 5 && !user; attempt += 1) {
      const candidate: UserRecord = {
        userId: account.userId,
        username: account.username,
        name: account.name || account.email.split('@')[0] || 'Learner',
        email: account.email,
        xp: 0,
        level: 1,
        streak: 0,
        totalScenarios: 0,
        joinDate: now.toISOString(),
        hasPremiumAccess: false,
        membership: null,
        premiumAccessEndsAt: null,
        hasCompletedInitialAssessment: false,
        teamId: null,
        recommendedPath: null,
        preferences: DEFAULT_PREFERENCES,
        referralCode: newReferralCode(),
        referredBy: referrerId && referrerId !== account.userId ? referrerId : null,
        authProvider: account.authProvider,
      };
      const outcome = await createUser(candidate);
      if (outcome === 'created') user = candidate;
      else if (outcome === 'exists') user = await getUser(account.userId);
      else if (outcome === 'email-taken') throw new ConflictError(ERROR_MESSAGES.signupFailed);
      // referral-code-taken: try another code
    }
    if (!user) throw new Error('Could not allocate a referral code');
    if (user.referredBy) await creditReferralSignUp(user.referredBy, user.userId, now);
  }
  if (account.guestAttemptId && (await claimGuestAttempt(account.guestAttemptId, user.userId, now))) {
    user = { ...user, hasCompletedInitialAssessment: true };
    logger.info('Guest assessment attached', { userId: user.userId, attemptId: account.guestAttemptId });
    // Already scored: its recommended path goes on the profile now (else the scorer does it).
    const attempt = await getAttempt(account.guestAttemptId);
    if (attempt?.result) {
      await applyOutcome(attempt, now);
      user = (await getUser(user.userId)) ?? user;
    }
  }
  return user;
}

/** The caller's profile, created from the user pool if this is their first call. */
export async function getMe(caller: AuthenticatedUser, now: Date = new Date()): Promise<UserRecord> {
  const existing = await getUser(caller.userId);
  if (existing) return existing;
  const poolUser = await getPoolUser(caller.username);
  // A signed token whose user the pool no longer has is not a caller at all.
  if (!poolUser) throw new UnauthorizedError(API_ERROR_MESSAGES.invalidToken);
  return ensureProfile(
    {
      userId: caller.userId,
      username: caller.username,
      email: poolUser.email,
      name: poolUser.name,
      authProvider: 'password',
    },
    now,
  );
}

/** GET /users/me: the profile, with a new address still waiting for its code. */
export async function myProfile(caller: AuthenticatedUser, now: Date = new Date()): Promise<UserProfile> {
  const user = await getMe(caller, now);
  return toUserProfile(user, now, await pendingEmailOf(user, now));
}

/**
 * PUT /users/me: the name changes at once; a new email is only requested here (a code goes
 * to it) and changes in confirmEmail, so a stolen session cannot take the account over.
 */
export async function updateMe(
  caller: AuthenticatedUser,
  changes: { name: string; email: string },
  now: Date = new Date(),
): Promise<{ profile: UserProfile; message: string }> {
  const current = await getMe(caller, now);
  // The address is checked (and its code sent) first: a taken address changes nothing at all.
  const emailChanges = changes.email !== current.email;
  if (emailChanges) await requestEmailChange({ ...current, name: changes.name }, changes.email, now);
  const outcome = await updateNameAndEmail(current, { name: changes.name, email: current.email });
  if (!outcome.ok) throw new NotFoundError(ERROR_MESSAGES.profileLoadFailed);
  if (changes.name !== current.name) await updatePoolUser(current.username, { name: changes.name });
  return {
    profile: toUserProfile(outcome.user, now, await pendingEmailOf(outcome.user, now)),
    message: emailChanges ? EMAIL_CHANGE_TEXTS.codeSent(changes.email) : 'Saved!',
  };
}

/** POST /users/me/email/confirm */
export async function confirmEmail(
  caller: AuthenticatedUser,
  code: string,
  now: Date = new Date(),
): Promise<UserProfile> {
  const user = await confirmEmailChange(await getMe(caller, now), code, now);
  return toUserProfile(user, now);
}

export async function updatePreferences(
  caller: AuthenticatedUser,
  body: PreferencesBody,
): Promise<UserRecord> {
  const user = await getMe(caller);
  const { timeZone, ...preferences } = body;
  // Stored as the runtime names it (US/Eastern -> America/New_York), the name the
  // reminder job looks it up by.
  return storePreferences(caller.userId, preferences, canonicalTimeZone(timeZone ?? user.timeZone ?? 'UTC'));
}

/** Public view: never the email; private or unknown profiles are simply not found. */
export async function getPublicProfile(userId: string): Promise<PublicProfile> {
  const user = await getUser(userId);
  const visible = user && { ...DEFAULT_PREFERENCES, ...user.preferences }.publicLeaderboard;
  if (!user || !visible) throw new NotFoundError(ERROR_MESSAGES.profileLoadFailed);
  return {
    id: user.userId,
    name: user.name,
    level: user.level ?? null,
    joinDate: user.joinDate,
    achievements: achievementsView(
      (user as { achievements?: Record<string, AchievementProgress> }).achievements,
    )
      .filter((achievement) => achievement.earned)
      .map(({ name, icon }) => ({ name, icon })),
  };
}
