import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { PracticeSession } from '#shared/schemas/toolkit';

export type PracticeMode = 'skill' | 'assessment';

/** GET /practice/{skillId}, or the final assessment of a learning path. */
export function startPractice(
  mode: PracticeMode,
  id: string,
  signal?: AbortSignal,
): Promise<PracticeSession> {
  const path =
    mode === 'skill'
      ? `/practice/${encodeURIComponent(id)}`
      : `/practice/assessment/${encodeURIComponent(id)}`;
  return unwrap(apiClient.get<PracticeSession>(path, { signal }));
}

export function practiceSessionQueryOptions(mode: PracticeMode, id: string, round: number) {
  return queryOptions({
    // Each round is a new session with a fresh mix of questions.
    queryKey: ['practice', mode, id, round],
    queryFn: ({ signal }) => startPractice(mode, id, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function usePracticeSession(mode: PracticeMode, id: string, round: number) {
  return useQuery(practiceSessionQueryOptions(mode, id, round));
}
