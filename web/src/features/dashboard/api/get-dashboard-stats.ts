import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import { browserTimeZone } from '#lib/time-zone';
import type { DashboardStats } from '#shared/schemas/dashboard';

export function getDashboardStats(timeZone: string, signal?: AbortSignal): Promise<DashboardStats> {
  return unwrap(apiClient.get<DashboardStats>('/dashboard/stats', { query: { timeZone }, signal }));
}

export function dashboardStatsQueryOptions(timeZone: string = browserTimeZone()) {
  return queryOptions({
    queryKey: ['dashboard', 'stats', timeZone],
    queryFn: ({ signal }) => getDashboardStats(timeZone, signal),
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
