import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { TeamOverview } from '#shared/schemas/teams';

export function getTeam(teamId: string, signal?: AbortSignal): Promise<TeamOverview> {
  return unwrap(apiClient.get<TeamOverview>(`/teams/${encodeURIComponent(teamId)}`, { signal }));
}

export function teamQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'overview'],
    queryFn: ({ signal }) => getTeam(teamId, signal),
  });
}

export function useTeam(teamId: string) {
  return useQuery(teamQueryOptions(teamId));
}
