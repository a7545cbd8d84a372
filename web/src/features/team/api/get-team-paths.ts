import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { TeamLearningPath } from '#shared/schemas/teams';

export function getTeamPaths(teamId: string, signal?: AbortSignal): Promise<TeamLearningPath[]> {
  return unwrap(
    apiClient.get<TeamLearningPath[]>(`/teams/${encodeURIComponent(teamId)}/learning-paths`, { signal }),
  );
}

export function teamPathsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'learning-paths'],
    queryFn: ({ signal }) => getTeamPaths(teamId, signal),
  });
}

export function useTeamPaths(teamId: string) {
  return useQuery(teamPathsQueryOptions(teamId));
}
