import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { LearningPathView } from '#shared/schemas/learning-paths';

export function getMyLearningPaths(signal?: AbortSignal): Promise<LearningPathView[]> {
  return unwrap(apiClient.get<LearningPathView[]>('/learning-paths/my-paths', { signal }));
}

export function myLearningPathsQueryOptions() {
  return queryOptions({
    queryKey: ['learning-paths', 'mine'],
    queryFn: ({ signal }) => getMyLearningPaths(signal),
  });
}

export function useMyLearningPaths() {
  return useQuery(myLearningPathsQueryOptions());
}
