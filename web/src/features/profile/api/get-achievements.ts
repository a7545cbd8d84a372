import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { Achievement } from '#shared/schemas/progress';

/** The whole catalogue with the learner's progress, in category order and by tier within each. */
export function getAchievements(signal?: AbortSignal): Promise<Achievement[]> {
  return unwrap(apiClient.get<Achievement[]>('/achievements', { signal }));
}

export function achievementsQueryOptions() {
  return queryOptions({
    queryKey: ['profile', 'achievements'],
    queryFn: ({ signal }) => getAchievements(signal),
  });
}

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
