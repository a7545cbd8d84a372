import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ChallengeHistory } from '#shared/schemas/challenges';
import { challengeHistoryQueryKey } from './get-challenge-history';

/** POST /challenges/{id}/close */
export function closeChallenge(shareableId: string) {
  return unwrap(
    apiClient.post<{ status: 'CLOSED' }>(`/challenges/${encodeURIComponent(shareableId)}/close`, {}),
  );
}

function withStatus(history: ChallengeHistory | undefined, shareableId: string, status: 'OPEN' | 'CLOSED') {
  if (!history) return history;
  return {
    ...history,
    entries: history.entries.map((e) => (e.shareableId === shareableId ? { ...e, status } : e)),
  };
}

/**
 * Close flips the entry to CLOSED at once and back to OPEN if the call fails (spec, section 4).
 */
export function useCloseChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeChallenge,
    onMutate: async (shareableId: string) => {
      await queryClient.cancelQueries({ queryKey: challengeHistoryQueryKey });
      queryClient.setQueryData<ChallengeHistory>(challengeHistoryQueryKey, (current) =>
        withStatus(current, shareableId, 'CLOSED'),
      );
    },
    onError: (_error, shareableId) => {
      queryClient.setQueryData<ChallengeHistory>(challengeHistoryQueryKey, (current) =>
        withStatus(current, shareableId, 'OPEN'),
      );
    },
  });
}
