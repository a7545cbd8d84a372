import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { TeamAnalytics } from '#shared/schemas/teams';

/** Null until the scheduled job has computed the team's analytics. */
export function getTeamAnalytics(teamId: string, signal?: AbortSignal): Promise<TeamAnalytics | null> {
  return unwrap(
    apiClient.get<TeamAnalytics | null>(`/teams/${encodeURIComponent(teamId)}/analytics`, { signal }),
  );
}

export function teamAnalyticsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'analytics'],
    queryFn: ({ signal }) => getTeamAnalytics(teamId, signal),
  });
}

export function useTeamAnalytics(teamId: string) {
  return useQuery(teamAnalyticsQueryOptions(teamId));
}
