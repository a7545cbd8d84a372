import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ScenarioSummary } from '#shared/schemas/scenarios';

interface ScenarioPage {
  content: ScenarioSummary[];
}

/** Every scenario (the catalogue fits one page of 100), for composing a team path. */
export async function getScenarioChoices(
  signal?: AbortSignal,
): Promise<Array<{ id: string; title: string }>> {
  const page = await unwrap(apiClient.get<ScenarioPage>('/scenarios', { query: { size: 100 }, signal }));
  return page.content.map((s) => ({ id: s.id, title: s.title }));
}

export function scenarioChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['team', 'scenario-choices'],
    queryFn: ({ signal }) => getScenarioChoices(signal),
  });
}

export function useScenarioChoices(enabled: boolean) {
  return useQuery({ ...scenarioChoicesQueryOptions(), enabled });
}
