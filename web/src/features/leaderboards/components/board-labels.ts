import type { LeaderboardMetric, LeaderboardPeriod } from '../api/get-leaderboard';

export const PERIOD_OPTIONS: ReadonlyArray<{ value: LeaderboardPeriod; label: string }> = [
  { value: 'WEEKLY', label: 'This week' },
  { value: 'MONTHLY', label: 'This month' },
  { value: 'ALL_TIME', label: 'All time' },
];

export const METRIC_OPTIONS: ReadonlyArray<{ value: LeaderboardMetric; label: string }> = [
  { value: 'XP', label: 'XP' },
  { value: 'SCENARIOS_COMPLETED', label: 'Scenarios' },
  { value: 'STREAK', label: 'Streak' },
];

const number = new Intl.NumberFormat('en-US');
const plural = (count: number, one: string, many: string) =>
  `${number.format(count)} ${count === 1 ? one : many}`;

export function formatMetricValue(metric: LeaderboardMetric, value: number): string {
  if (metric === 'XP') return `${number.format(value)} XP`;
  if (metric === 'SCENARIOS_COMPLETED') return plural(value, 'scenario', 'scenarios');
  return plural(value, 'day', 'days');
}

export function metricLabel(metric: LeaderboardMetric): string {
  return METRIC_OPTIONS.find((option) => option.value === metric)?.label ?? metric;
}

const METRIC_NOUNS: Record<LeaderboardMetric, string> = {
  XP: 'XP',
  SCENARIOS_COMPLETED: 'scenarios completed',
  STREAK: 'streak',
};

/** "Top learners by scenarios completed, this month" */
export function boardTitle(metric: LeaderboardMetric, period: LeaderboardPeriod): string {
  return `Top learners by ${METRIC_NOUNS[metric]}, ${periodLabel(period).toLowerCase()}`;
}

export function periodLabel(period: LeaderboardPeriod): string {
  return PERIOD_OPTIONS.find((option) => option.value === period)?.label ?? period;
}

export type ChangeDirection = 'up' | 'down' | 'same' | 'new';

/** Reads the API's '↑2', '↓1', '–' and 'NEW' into words a screen reader can say. */
export function describeChange(change: string): { direction: ChangeDirection; label: string } {
  const moved = /^([↑↓])(\d+)$/.exec(change);
  if (moved) {
    const places = Number(moved[2]);
    const direction = moved[1] === '↑' ? 'up' : 'down';
    return { direction, label: `${direction} ${places} ${places === 1 ? 'place' : 'places'}` };
  }
  if (change === 'NEW') return { direction: 'new', label: 'new on the board' };
  return { direction: 'same', label: 'no change' };
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "Updated 5 minutes ago"; the board is ranked by a scheduled job, so this says how fresh it is. */
export function updatedText(computedAt: string | null, now: number): string {
  const at = computedAt ? Date.parse(computedAt) : Number.NaN;
  if (Number.isNaN(at)) return 'Rankings update every 15 minutes';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return 'Updated just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${relative.format(-minutes, 'minute')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Updated ${relative.format(-hours, 'hour')}`;
  return `Updated ${relative.format(-Math.floor(hours / 24), 'day')}`;
}
