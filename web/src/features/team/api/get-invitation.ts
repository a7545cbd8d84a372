import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { InvitationPreview } from '#shared/schemas/teams';

export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return unwrap(
    apiClient.get<InvitationPreview>(`/team-invitations/${encodeURIComponent(token)}`, {
      signal,
      refreshOnUnauthorized: false,
    }),
  );
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['team-invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
