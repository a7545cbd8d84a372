import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ScenarioSummary } from '#shared/schemas/scenarios';

export function getInProgress(signal?: AbortSignal): Promise<ScenarioSummary[]> {
  return unwrap(apiClient.get<ScenarioSummary[]>('/dashboard/continue', { signal }));
}

export function inProgressQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'continue'],
    queryFn: ({ signal }) => getInProgress(signal),
  });
}

export function useInProgress() {
  return useQuery(inProgressQueryOptions());
}
