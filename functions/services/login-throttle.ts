import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { TooManyRequestsError } from '../platform/errors';
import { countFailures, recordFailure, windowStart } from '../repositories/throttle-repository';

/**
 * Brute-force guard for sign-in and code entry: failures are counted per email and per
 * client address in 15-minute windows; past the limit the caller gets 429 until the window ends.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_CLIENT = 20;

export interface ThrottleSubject {
  email: string;
  clientIp: string;
  /** Which door is being knocked on: separate counters for sign-in and verification. */
  action: 'login' | 'verify';
}

const subjects = (s: ThrottleSubject) => ({
  email: `${s.action}#email#${s.email}`,
  client: `${s.action}#client#${s.clientIp}`,
});

function retryAfter(now: Date): number {
  return (
    windowStart(now, THROTTLE_WINDOW_SECONDS) + THROTTLE_WINDOW_SECONDS - Math.floor(now.getTime() / 1000)
  );
}

export async function assertNotThrottled(subject: ThrottleSubject, now: Date): Promise<void> {
  const keys = subjects(subject);
  const [byEmail, byClient] = await Promise.all([
    countFailures(keys.email, now, THROTTLE_WINDOW_SECONDS),
    countFailures(keys.client, now, THROTTLE_WINDOW_SECONDS),
  ]);
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byClient >= MAX_FAILURES_PER_CLIENT) {
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, retryAfter(now));
  }
}

export async function noteFailure(subject: ThrottleSubject, now: Date): Promise<void> {
  const keys = subjects(subject);
  await Promise.all([
    recordFailure(keys.email, now, THROTTLE_WINDOW_SECONDS),
    recordFailure(keys.client, now, THROTTLE_WINDOW_SECONDS),
  ]);
}
