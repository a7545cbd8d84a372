import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ChallengeDetails } from '#shared/schemas/challenges';

export const challengeQueryKey = (shareableId: string) => ['challenges', 'details', shareableId] as const;

/** GET /challenges/details/{id}: public; a signed-in caller is marked among the participants. */
export function getChallengeDetails(shareableId: string, signal?: AbortSignal): Promise<ChallengeDetails> {
  return unwrap(
    apiClient.get<ChallengeDetails>(`/challenges/details/${encodeURIComponent(shareableId)}`, { signal }),
  );
}

export function challengeDetailsQueryOptions(shareableId: string) {
  return queryOptions({
    queryKey: challengeQueryKey(shareableId),
    queryFn: ({ signal }) => getChallengeDetails(shareableId, signal),
    retry: false,
  });
}

export function useChallengeDetails(shareableId: string) {
  return useQuery(challengeDetailsQueryOptions(shareableId));
}
