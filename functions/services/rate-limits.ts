import { API_ERROR_MESSAGES } from '../../shared/messages';
import { getConfig } from '../platform/config';
import { TooManyRequestsError } from '../platform/errors';
import { takeSlot, windowStart } from '../repositories/throttle-repository';

/**
 * Limits on calls that send mail, start paid work or write for the public. Each use takes a
 * slot atomically before the work runs, so fifty parallel calls cannot slip past the count;
 * past the limit the caller gets the 429 envelope with Retry-After until the window ends.
 */
export interface RateLimit {
  windowSeconds: number;
  max: number;
}

const HOUR = 3600;

export const RATE_LIMITS = {
  /** Sign-up and verification codes to one address (Cognito sends these mails). */
  codeMailPerAddress: { windowSeconds: HOUR, max: 5 },
  /** Sign-ups and code resends from one client address, across addresses. */
  codeMailPerClient: { windowSeconds: HOUR, max: 20 },
  /** Feedback posts of one learner; each one is forwarded by mail. */
  feedbackPerLearner: { windowSeconds: HOUR, max: 10 },
  /** Assessment submissions: each stores an attempt and starts a scoring worker. */
  assessmentPerClient: { windowSeconds: HOUR, max: 10 },
  /** Waitlist sign-ups from one client address. */
  waitlistPerClient: { windowSeconds: HOUR, max: 10 },
  /** Checkout sessions a learner opens with the payment provider. */
  checkoutPerLearner: { windowSeconds: HOUR, max: 10 },
  /** Email-change codes a learner asks for. */
  emailChangePerLearner: { windowSeconds: HOUR, max: 5 },
  /** Team invitations one team sends; each one is a mail to an address the team chose. */
  teamInvitesPerTeam: { windowSeconds: HOUR, max: 50 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const PER_CLIENT: ReadonlySet<RateLimitName> = new Set([
  'codeMailPerClient',
  'assessmentPerClient',
  'waitlistPerClient',
]);
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * On one machine every browser, test and script is the loopback address, so per-client limits
 * there would only throttle the developer; they apply to real addresses (and to viewers that
 * CloudFront vouches for, which is how the tests exercise them). On AWS nothing is exempt.
 */
function exempt(name: RateLimitName, key: string): boolean {
  return PER_CLIENT.has(name) && getConfig().STAGE !== 'aws' && LOOPBACK.test(key);
}

/** Takes one use of `name` for `key` (an address, a learner id, a client IP), or throws 429. */
export async function useRateLimit(name: RateLimitName, key: string, now: Date = new Date()): Promise<void> {
  if (exempt(name, key)) return;
  const limit = RATE_LIMITS[name];
  if (await takeSlot(`rate#${name}#${key}`, now, limit.windowSeconds, limit.max)) return;
  const retryAfter =
    windowStart(now, limit.windowSeconds) + limit.windowSeconds - Math.floor(now.getTime() / 1000);
  throw new TooManyRequestsError(API_ERROR_MESSAGES.tooManyRequests, retryAfter);
}
