import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import { browserTimeZone } from '#lib/time-zone';
import type { Insights } from '#shared/schemas/dashboard';

export function getInsights(timeZone: string, signal?: AbortSignal): Promise<Insights> {
  return unwrap(apiClient.get<Insights>('/analytics/me/insights', { query: { timeZone }, signal }));
}

export function insightsQueryOptions(timeZone: string = browserTimeZone()) {
  return queryOptions({
    queryKey: ['profile', 'insights', timeZone],
    queryFn: ({ signal }) => getInsights(timeZone, signal),
  });
}

export function useInsights() {
  return useQuery(insightsQueryOptions());
}
