import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import { LEADERBOARD_PAGE_SIZE } from '#shared/constants';
import type { LeaderboardResponse } from '#shared/schemas/leaderboards';

export type LeaderboardPeriod = LeaderboardResponse['period'];
export type LeaderboardMetric = LeaderboardResponse['category'];

export interface LeaderboardParams {
  period: LeaderboardPeriod;
  category: LeaderboardMetric;
}

export function getLeaderboard(
  { period, category }: LeaderboardParams,
  signal?: AbortSignal,
): Promise<LeaderboardResponse> {
  return unwrap(
    apiClient.get<LeaderboardResponse>('/leaderboards', {
      query: { period, category, limit: LEADERBOARD_PAGE_SIZE },
      signal,
    }),
  );
}

export function leaderboardQueryOptions({ period, category }: LeaderboardParams) {
  return queryOptions({
    queryKey: ['leaderboards', period, category],
    queryFn: ({ signal }) => getLeaderboard({ period, category }, signal),
    // The job ranks the boards every few minutes; an open page follows without a reload.
    refetchInterval: 60_000,
  });
}

export function useLeaderboard(params: LeaderboardParams) {
  return useQuery(leaderboardQueryOptions(params));
}
