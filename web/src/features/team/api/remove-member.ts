import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';

export function removeMember(teamId: string, memberId: string): Promise<null> {
  return unwrap(
    apiClient.del<null>(`/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(memberId)}`),
  );
}

export function useRemoveMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', teamId, 'remove-member'],
    mutationFn: (memberId: string) => removeMember(teamId, memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team', teamId] }),
  });
}
