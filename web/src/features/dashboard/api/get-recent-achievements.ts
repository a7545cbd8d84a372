import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import { DASHBOARD_RECENT_ACHIEVEMENTS } from '#shared/constants';
import type { Achievement } from '#shared/schemas/progress';

export function getAchievements(signal?: AbortSignal): Promise<Achievement[]> {
  return unwrap(apiClient.get<Achievement[]>('/achievements', { signal }));
}

/** The newest earned first; the catalogue itself comes in category order. */
export function recentAchievements(
  achievements: Achievement[],
  count: number = DASHBOARD_RECENT_ACHIEVEMENTS,
): Achievement[] {
  return achievements
    .filter((a) => a.earned && a.earnedDate)
    .sort((a, b) => Date.parse(b.earnedDate!) - Date.parse(a.earnedDate!))
    .slice(0, count);
}

// A stable reference, so the selection only reruns when the data changes.
const selectRecent = (achievements: Achievement[]) => recentAchievements(achievements);

export function recentAchievementsQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'achievements'],
    queryFn: ({ signal }) => getAchievements(signal),
    select: selectRecent,
  });
}

export function useRecentAchievements() {
  return useQuery(recentAchievementsQueryOptions());
}
