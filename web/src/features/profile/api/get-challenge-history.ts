import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ChallengeHistory } from '#shared/schemas/challenges';

export const challengeHistoryQueryKey = ['challenges', 'history'] as const;

/** GET /challenges/my-history */
export function getChallengeHistory(signal?: AbortSignal): Promise<ChallengeHistory> {
  return unwrap(apiClient.get<ChallengeHistory>('/challenges/my-history', { signal }));
}

export function challengeHistoryQueryOptions() {
  return queryOptions({
    queryKey: challengeHistoryQueryKey,
    queryFn: ({ signal }) => getChallengeHistory(signal),
  });
}

export function useChallengeHistory() {
  return useQuery(challengeHistoryQueryOptions());
}
