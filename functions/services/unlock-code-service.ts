import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { getPoolUser } from '../adapters/cognito';
import { DomainError, TooManyRequestsError } from '../platform/errors';
import { ERROR_CODES } from '../../shared/envelope';
import { invokeAsync } from '../platform/async-invoke';
import { logger } from '../platform/logger';
import { takeSlot } from '../repositories/throttle-repository';
import {
  consumeUnlockCode,
  getUnlockCode,
  putUnlockCode,
  reserveUnlockAttempt,
} from '../repositories/unlock-code-repository';
import { THROTTLE_WINDOW_SECONDS } from './login-throttle';
import { codeMatches, hashCode, newCode } from './one-time-code';

/**
 * The owner's way back in while guessers keep an email locked: a sign-in code mailed to the
 * address. With it and the password the owner signs in at once; without the mailbox it is
 * of no use. One code per lock window, 15 minutes, five tries.
 */
export const UNLOCK_CODE_LIFETIME_SECONDS = THROTTLE_WINDOW_SECONDS;
export const UNLOCK_CODE_MAX_ATTEMPTS = 5;

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Mails a code to a confirmed account's address, at most once per lock window; says the same either way. */
export async function offerUnlockCode(email: string, now: Date): Promise<never> {
  const locked = new TooManyRequestsError(AUTH_MESSAGES.lockedCodeSent, UNLOCK_CODE_LIFETIME_SECONDS);
  if (!(await takeSlot(`unlock-mail#${email}`, now, THROTTLE_WINDOW_SECONDS, 1))) throw locked;
  const pool = await getPoolUser(email);
  if (!pool?.confirmed) throw locked;
  const code = newCode();
  await putUnlockCode({
    email,
    codeHash: hashCode(email, code),
    expiresAt: seconds(now) + UNLOCK_CODE_LIFETIME_SECONDS,
    attempts: 0,
  });
  await invokeAsync('send-email', {
    to: email,
    subject: 'Your Clarity sign-in code',
    text: `Someone, perhaps you, tried to sign in to your Clarity account with a wrong password several times, so sign-in for it is paused for 15 minutes.\n\nTo sign in now, enter this code with your password: ${code}\n\nIf these tries were not yours, your password held; consider changing it to one you use nowhere else.`,
    code,
  });
  logger.warn('Sign-in locked; code mailed to the owner');
  throw locked;
}

/** Checks a sign-in code, each try counted first; a right code works once. */
export async function redeemUnlockCode(email: string, code: string, now: Date): Promise<void> {
  const invalid = new DomainError(400, ERROR_CODES.verificationFailed, AUTH_MESSAGES.unlockCodeInvalid);
  const stored = await getUnlockCode(email);
  if (!stored || !(await reserveUnlockAttempt(email, UNLOCK_CODE_MAX_ATTEMPTS, seconds(now)))) throw invalid;
  if (!codeMatches(stored.codeHash, email, code) || !(await consumeUnlockCode(email, stored.codeHash)))
    throw invalid;
}
