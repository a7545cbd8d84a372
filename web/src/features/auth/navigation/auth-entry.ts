export type AuthMode = 'sign-in' | 'sign-up';

/**
 * Visitors who just took the assessment (a guest attempt is waiting, or ?from=assessment) and
 * invited friends (?ref=) have no account yet, so they start on Create Account.
 */
export function initialAuthMode(search: URLSearchParams, guestAttemptId: string | null): AuthMode {
  if (guestAttemptId) return 'sign-up';
  if (search.get('from') === 'assessment') return 'sign-up';
  if (search.get('ref')) return 'sign-up';
  return 'sign-in';
}

/** The referral code of an invitation link, trimmed; absent when the link carried none. */
export function referralCodeFrom(search: URLSearchParams): string | undefined {
  return search.get('ref')?.trim() || undefined;
}
