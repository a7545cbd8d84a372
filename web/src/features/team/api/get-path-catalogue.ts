import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { LearningPathView } from '#shared/schemas/learning-paths';

/** The catalogue paths a manager can assign (the learner's own list, without team paths). */
export async function getPathCatalogue(signal?: AbortSignal): Promise<LearningPathView[]> {
  const paths = await unwrap(apiClient.get<LearningPathView[]>('/learning-paths/my-paths', { signal }));
  return paths.filter((path) => !path.assignedByTeam);
}

export function pathCatalogueQueryOptions() {
  return queryOptions({
    queryKey: ['team', 'path-catalogue'],
    queryFn: ({ signal }) => getPathCatalogue(signal),
  });
}

export function usePathCatalogue(enabled: boolean) {
  return useQuery({ ...pathCatalogueQueryOptions(), enabled });
}
