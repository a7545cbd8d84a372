import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { LearningPathView } from '#shared/schemas/learning-paths';

export function getLearningPath(id: string, signal?: AbortSignal): Promise<LearningPathView> {
  return unwrap(apiClient.get<LearningPathView>(`/learning-paths/${encodeURIComponent(id)}`, { signal }));
}

export function learningPathQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['learning-paths', 'detail', id],
    queryFn: ({ signal }) => getLearningPath(id, signal),
    enabled: id.length > 0,
  });
}

export function useLearningPath(id: string) {
  return useQuery(learningPathQueryOptions(id));
}
