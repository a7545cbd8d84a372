import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ReferralStats } from '#shared/schemas/referrals';

/** GET /referrals/my-stats */
export function getReferralStats(signal?: AbortSignal): Promise<ReferralStats> {
  return unwrap(apiClient.get<ReferralStats>('/referrals/my-stats', { signal }));
}

export function referralStatsQueryOptions() {
  return queryOptions({
    queryKey: ['referrals', 'stats'],
    queryFn: ({ signal }) => getReferralStats(signal),
  });
}

export function useReferralStats() {
  return useQuery(referralStatsQueryOptions());
}
