import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ScenarioSummary } from '#shared/schemas/scenarios';

export function getModelScenarios(modelId: string, signal?: AbortSignal): Promise<ScenarioSummary[]> {
  return unwrap(
    apiClient.get<ScenarioSummary[]>(`/scenarios/by-mental-model/${encodeURIComponent(modelId)}`, { signal }),
  );
}

export function modelScenariosQueryOptions(modelId: string) {
  return queryOptions({
    queryKey: ['scenarios', 'by-mental-model', modelId],
    queryFn: ({ signal }) => getModelScenarios(modelId, signal),
  });
}

export function useModelScenarios(modelId: string) {
  return useQuery(modelScenariosQueryOptions(modelId));
}
