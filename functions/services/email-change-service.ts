import { ERROR_MESSAGES } from '../../shared/messages';
import { EMAIL_CHANGE_TEXTS } from '../../shared/schemas/users';
import { updatePoolUser } from '../adapters/cognito';
import { ConflictError, ValidationError } from '../platform/errors';
import { invokeAsync } from '../platform/async-invoke';
import { logger } from '../platform/logger';
import {
  completeEmailChange,
  deleteEmailChange,
  getEmailChange,
  putEmailChange,
  reserveAttempt,
} from '../repositories/email-change-repository';
import { findUserIdByEmail, type UserRecord } from '../repositories/user-repository';
import { codeMatches, hashCode, newCode } from './one-time-code';
import { useRateLimit } from './rate-limits';

/** The code lives as long as a sign-up code (spec: 10 minutes) and allows five tries. */
export const EMAIL_CODE_LIFETIME_SECONDS = 10 * 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Saving the same new address again within this time sends no second mail. */
export const EMAIL_CODE_RESEND_SECONDS = 60;

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** "ada@example.com" becomes "a***@example.com": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * The first half of an email change: nothing about the account changes yet. A code goes to
 * the new address, and the current address hears that a change was asked for, so a stolen
 * session cannot move the account silently.
 */
export async function requestEmailChange(user: UserRecord, newEmail: string, now: Date): Promise<void> {
  const owner = await findUserIdByEmail(newEmail);
  if (owner && owner !== user.userId) throw new ConflictError(ERROR_MESSAGES.signupFailed);
  const pending = await getEmailChange(user.userId);
  const recent =
    pending?.newEmail === newEmail &&
    pending.expiresAt > seconds(now) &&
    seconds(now) - seconds(new Date(pending.requestedAt)) < EMAIL_CODE_RESEND_SECONDS;
  if (recent) return;
  await useRateLimit('emailChangePerLearner', user.userId, now);

  const code = newCode();
  await putEmailChange({
    userId: user.userId,
    newEmail,
    codeHash: hashCode(user.userId, code),
    requestedAt: now.toISOString(),
    expiresAt: seconds(now) + EMAIL_CODE_LIFETIME_SECONDS,
    attempts: 0,
  });
  await invokeAsync('send-email', {
    to: newEmail,
    subject: 'Confirm your new Clarity email',
    text: `Hello ${user.name},\n\nYour code to confirm this address for your Clarity account is ${code}. It expires in 10 minutes.\n\nIf you did not ask for this, ignore this email: nothing changes without the code.`,
    code,
  });
  await invokeAsync('send-email', {
    to: user.email,
    subject: 'Your Clarity sign-in email is being changed',
    text: `Hello ${user.name},\n\nSomeone signed in to your Clarity account asked to change its sign-in email to ${maskEmail(newEmail)}. The change happens only when the code sent there is entered.\n\nIf this was not you, change your password now. Your account stays on this address until then.`,
  });
  logger.info('Email change requested', { userId: user.userId });
}

/**
 * The second half: the code proves the learner reads the new address. Every try takes one of
 * five attempts before it is checked; a right code moves the profile, the address claim and
 * the pool's sign-in email, and the old address is told.
 */
export async function confirmEmailChange(user: UserRecord, code: string, now: Date): Promise<UserRecord> {
  const change = await getEmailChange(user.userId);
  if (!change || change.expiresAt <= seconds(now)) throw codeError(EMAIL_CHANGE_TEXTS.codeExpired);
  if (!(await reserveAttempt(user.userId, EMAIL_CODE_MAX_ATTEMPTS, seconds(now)))) {
    throw codeError(EMAIL_CHANGE_TEXTS.codeExpired);
  }
  if (!codeMatches(change.codeHash, user.userId, code)) throw codeError(EMAIL_CHANGE_TEXTS.codeInvalid);

  const outcome = await completeEmailChange(change, user.email, EMAIL_CODE_MAX_ATTEMPTS, seconds(now));
  if (outcome === 'stale') throw codeError(EMAIL_CHANGE_TEXTS.codeExpired);
  if (outcome === 'email-taken') {
    await deleteEmailChange(user.userId);
    throw new ConflictError(ERROR_MESSAGES.signupFailed);
  }
  await updatePoolUser(user.username, { email: change.newEmail });
  await invokeAsync('send-email', {
    to: user.email,
    subject: 'Your Clarity sign-in email was changed',
    text: `Hello ${user.name},\n\nYour Clarity account now signs in with ${maskEmail(change.newEmail)}. If you did not make this change, reply to this email at once.`,
  }).catch((error: unknown) => logger.warn('Could not tell the old address of the change', { error }));
  logger.info('Email changed', { userId: user.userId });
  return { ...user, email: change.newEmail };
}

export async function pendingEmailOf(user: UserRecord, now: Date): Promise<string | null> {
  const change = await getEmailChange(user.userId);
  return change && change.expiresAt > seconds(now) && change.attempts < EMAIL_CODE_MAX_ATTEMPTS
    ? change.newEmail
    : null;
}

function codeError(message: string): ValidationError {
  return new ValidationError(message, [{ path: 'body.code', message }]);
}
