import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import { browserTimeZone } from '#lib/time-zone';
import type { DailyChallenge } from '#shared/schemas/learning-paths';

export function getDailyChallenge(timeZone: string, signal?: AbortSignal): Promise<DailyChallenge> {
  return unwrap(apiClient.get<DailyChallenge>('/dashboard/daily-challenge', { query: { timeZone }, signal }));
}

export function dailyChallengeQueryOptions(timeZone: string = browserTimeZone()) {
  return queryOptions({
    queryKey: ['dashboard', 'daily-challenge', timeZone],
    queryFn: ({ signal }) => getDailyChallenge(timeZone, signal),
  });
}

export function useDailyChallenge(enabled: boolean) {
  return useQuery({ ...dailyChallengeQueryOptions(), enabled });
}
