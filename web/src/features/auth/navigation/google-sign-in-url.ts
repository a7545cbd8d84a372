import { isSameSitePath } from '#lib/same-site-path';

const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const ATTEMPT_ID = /^[A-Za-z0-9_-]{1,64}$/;

interface GoogleSignInContext {
  guestAttemptId?: string | null;
  finalRedirect?: string | null;
  referralCode?: string | null;
}

/**
 * The API's Google entry point, with each piece of context only when present. Values the API
 * would reject (and answer with an error page instead of Google) are left out.
 */
export function googleSignInUrl({
  guestAttemptId,
  finalRedirect,
  referralCode,
}: GoogleSignInContext): string {
  const params = new URLSearchParams();
  if (guestAttemptId && ATTEMPT_ID.test(guestAttemptId)) params.set('guestAttemptId', guestAttemptId);
  if (isSameSitePath(finalRedirect)) params.set('finalRedirect', finalRedirect);
  if (referralCode && REFERRAL_CODE.test(referralCode)) params.set('referralCode', referralCode);
  const query = params.toString();
  return `/oauth2/authorize/google${query ? `?${query}` : ''}`;
}
