import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { JoinedChallenge } from '#shared/schemas/challenges';
import { challengeQueryKey } from './get-challenge-details';

/** POST /challenges/join/{id} */
export function joinChallenge(shareableId: string): Promise<JoinedChallenge> {
  return unwrap(apiClient.post<JoinedChallenge>(`/challenges/join/${encodeURIComponent(shareableId)}`, {}));
}

export function useJoinChallenge(shareableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinChallenge(shareableId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeQueryKey(shareableId) }),
  });
}
