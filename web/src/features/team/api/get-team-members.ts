import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { TeamMember } from '#shared/schemas/teams';

export function getTeamMembers(teamId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  return unwrap(apiClient.get<TeamMember[]>(`/teams/${encodeURIComponent(teamId)}/members`, { signal }));
}

export function teamMembersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'members'],
    queryFn: ({ signal }) => getTeamMembers(teamId, signal),
  });
}

export function useTeamMembers(teamId: string) {
  return useQuery(teamMembersQueryOptions(teamId));
}
