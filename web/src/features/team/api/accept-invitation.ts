import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { TeamOverview } from '#shared/schemas/teams';

export function acceptInvitation(token: string): Promise<TeamOverview> {
  return unwrap(apiClient.post<TeamOverview>(`/team-invitations/${encodeURIComponent(token)}/accept`, {}));
}

export function useAcceptInvitation() {
  return useMutation({ mutationKey: ['team-invitation', 'accept'], mutationFn: acceptInvitation });
}
