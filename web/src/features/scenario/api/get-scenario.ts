import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ScenarioDetail } from '#shared/schemas/scenarios';

export function getScenario(id: string, signal?: AbortSignal): Promise<ScenarioDetail> {
  return unwrap(apiClient.get<ScenarioDetail>(`/scenarios/${encodeURIComponent(id)}`, { signal }));
}

export const scenarioQueryKey = (id: string) => ['scenarios', 'detail', id] as const;

export function scenarioQueryOptions(id: string) {
  return queryOptions({
    queryKey: scenarioQueryKey(id),
    queryFn: ({ signal }) => getScenario(id, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useScenario(id: string) {
  return useQuery(scenarioQueryOptions(id));
}
