import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { UserProfile } from '#shared/schemas/users';

/** How long the page waits for the provider's confirmation to reach the server. */
export const MEMBERSHIP_CHECKS = 10;
export const MEMBERSHIP_CHECK_EVERY_MS = 1000;

export function getMembership(signal?: AbortSignal): Promise<UserProfile> {
  return unwrap(apiClient.get<UserProfile>('/users/me', { signal }));
}

/**
 * Asks again every second until the account shows premium access (the provider's webhook has
 * landed) or the checks run out; a failed check counts as one that found nothing yet.
 */
export function membershipConfirmationOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['payments', 'confirmation', sessionId],
    queryFn: ({ signal }) => getMembership(signal).catch(() => null),
    refetchInterval: (query) =>
      query.state.data?.hasPremiumAccess || query.state.dataUpdateCount >= MEMBERSHIP_CHECKS
        ? false
        : MEMBERSHIP_CHECK_EVERY_MS,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useMembershipConfirmation(sessionId: string | null) {
  return useQuery({ ...membershipConfirmationOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
