import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import { browserTimeZone } from '#lib/time-zone';
import type { DashboardStats } from '#shared/schemas/dashboard';

/**
 * The overview's XP, scenarios and streak. Read from the stats call rather than /users/me
 * because only the stats call counts the streak as of the learner's today: the stored one
 * still shows a streak that lapsed days ago.
 */
export function getProgressStats(timeZone: string, signal?: AbortSignal): Promise<DashboardStats> {
  return unwrap(apiClient.get<DashboardStats>('/dashboard/stats', { query: { timeZone }, signal }));
}

export function progressStatsQueryOptions(timeZone: string = browserTimeZone()) {
  return queryOptions({
    queryKey: ['profile', 'progress-stats', timeZone],
    queryFn: ({ signal }) => getProgressStats(timeZone, signal),
  });
}

export function useProgressStats() {
  return useQuery(progressStatsQueryOptions());
}
