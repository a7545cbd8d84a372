import { useSearchParams } from 'react-router-dom';
import { LEADERBOARD_METRICS, LEADERBOARD_PERIODS } from '#shared/constants';
import type { LeaderboardMetric, LeaderboardPeriod } from '../api/get-leaderboard';

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/**
 * The chosen board lives in ?period=&category=, so a link or a reload opens the same board.
 * Missing or unknown values fall back to this week's XP, the API's own defaults.
 */
export function useLeaderboardFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = pick<LeaderboardPeriod>(LEADERBOARD_PERIODS, searchParams.get('period'), 'WEEKLY');
  const category = pick<LeaderboardMetric>(LEADERBOARD_METRICS, searchParams.get('category'), 'XP');

  // Both are written on every change, so a copied link names the whole board.
  function update(next: { period: LeaderboardPeriod; category: LeaderboardMetric }) {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('period', next.period);
        params.set('category', next.category);
        return params;
      },
      { replace: true },
    );
  }

  return {
    period,
    category,
    setPeriod: (value: LeaderboardPeriod) => update({ period: value, category }),
    setCategory: (value: LeaderboardMetric) => update({ period, category: value }),
  };
}
