import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { TooManyRequestsError } from '../platform/errors';
import { releaseSlot, takeSlot, windowStart } from '../repositories/throttle-repository';

/**
 * Brute-force guard for sign-in and code entry: attempts are counted per email and per
 * client address in 15-minute windows, each one before the password or code is checked; an
 * attempt that turns out right gives its slot back. Past the limit the caller gets 429 until
 * the window ends, and of any number of parallel guesses only the limit are ever checked.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_CLIENT = 20;

export interface ThrottleSubject {
  email: string;
  clientIp: string;
  /** Which door is being knocked on: separate counters for sign-in and verification. */
  action: 'login' | 'verify' | 'reset';
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

export interface Attempt {
  /** The attempt was not a wrong guess (it succeeded, or failed for another reason). */
  release(): Promise<void>;
  emailLocked: false;
}

/** A 429 thrown because the email (not the client) has used up its tries. */
export function isEmailLock(error: unknown): boolean {
  return error instanceof TooManyRequestsError && (error as { emailLocked?: boolean }).emailLocked === true;
}

/**
 * Takes a slot on both counters, or throws 429 and holds none. The email's slot comes first,
 * so tries refused for the email never touch the client's count (and cannot crowd it out).
 */
export async function beginAttempt(
  subject: ThrottleSubject,
  now: Date,
  options: { skipEmailLimit?: boolean } = {},
): Promise<Attempt> {
  const keys = subjects(subject);
  const refuse = () => new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, retryAfter(now));
  // The owner's sign-in code lifts the email's lock; the client's limit still applies.
  if (options.skipEmailLimit) {
    if (!(await takeSlot(keys.client, now, THROTTLE_WINDOW_SECONDS, MAX_FAILURES_PER_CLIENT))) throw refuse();
    return { release: () => releaseSlot(keys.client, now, THROTTLE_WINDOW_SECONDS), emailLocked: false };
  }
  if (!(await takeSlot(keys.email, now, THROTTLE_WINDOW_SECONDS, MAX_FAILURES_PER_EMAIL))) {
    throw Object.assign(refuse(), { emailLocked: true });
  }
  if (!(await takeSlot(keys.client, now, THROTTLE_WINDOW_SECONDS, MAX_FAILURES_PER_CLIENT))) {
    await releaseSlot(keys.email, now, THROTTLE_WINDOW_SECONDS);
    throw refuse();
  }
  return {
    release: async () => {
      await Promise.all([
        releaseSlot(keys.email, now, THROTTLE_WINDOW_SECONDS),
        releaseSlot(keys.client, now, THROTTLE_WINDOW_SECONDS),
      ]);
    },
    emailLocked: false,
  };
}
