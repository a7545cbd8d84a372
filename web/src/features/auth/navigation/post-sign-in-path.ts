import { isSameSitePath } from '#lib/same-site-path';
import { redirectPathStorage } from '#lib/token-storage';

interface SignedInUser {
  hasCompletedInitialAssessment: boolean;
}

interface Options {
  /** The target the OAuth flow carried through Google and back, when there was one. */
  finalRedirect?: string | null;
  storage?: Pick<typeof redirectPathStorage, 'get' | 'clear'>;
}

/**
 * Where a learner goes right after login, verification or Google sign-in (spec, section 2):
 * a flow that sent them to /login (a challenge) first, else the dashboard once the initial
 * assessment is done, else the assessment. The stored path is used once and then forgotten.
 */
export function takePostSignInPath(
  user: SignedInUser,
  { finalRedirect, storage = redirectPathStorage }: Options = {},
): string {
  const stored = storage.get();
  storage.clear();
  if (isSameSitePath(finalRedirect)) return finalRedirect;
  if (isSameSitePath(stored)) return stored;
  return user.hasCompletedInitialAssessment ? '/dashboard' : '/initial-assessment';
}
