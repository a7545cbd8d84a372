import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { InviteBody } from '#shared/schemas/teams';

export function inviteMember(
  teamId: string,
  body: InviteBody,
): Promise<{ email: string; expiresAt: string }> {
  return unwrap(apiClient.post(`/teams/${encodeURIComponent(teamId)}/invite`, body));
}

export function useInviteMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', teamId, 'invite'],
    mutationFn: (body: InviteBody) => inviteMember(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team', teamId, 'members'] }),
  });
}
