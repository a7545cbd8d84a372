import type { LEADERBOARD_METRICS, LEADERBOARD_PERIODS } from '../../../shared/constants';
import type { PeriodFigures } from '../progress/progress-state';
import { currentStreak } from '../progress/streak';

export type Period = (typeof LEADERBOARD_PERIODS)[number];
export type Metric = (typeof LEADERBOARD_METRICS)[number];

/** What the roster index holds for each learner. */
export interface RosterEntry {
  userId: string;
  name: string;
  level: number;
  xp: number;
  totalScenarios: number;
  streak: number;
  lastActiveDate: string | null;
  periods?: PeriodFigures;
  preferences?: { publicLeaderboard?: boolean };
}

export interface RankedEntry {
  userId: string;
  name: string;
  level: number;
  value: number;
  rank: number;
  isPublic: boolean;
}

/** Board id: period, metric and the period's key, e.g. WEEKLY#XP#2026-W47 or ALL_TIME#STREAK#ALL. */
export function boardId(period: Period, metric: Metric, periodKey: string): string {
  return `${period}#${metric}#${periodKey}`;
}

function periodFigures(
  entry: RosterEntry,
  period: Period,
  key: string,
): { xp: number; scenarios: number } | null {
  const p = entry.periods;
  if (!p) return null;
  if (period === 'WEEKLY') {
    if (p.week === key) return { xp: p.weekXp, scenarios: p.weekScenarios };
    if (p.prevWeek === key) return { xp: p.prevWeekXp, scenarios: p.prevWeekScenarios };
    return null;
  }
  if (p.month === key) return { xp: p.monthXp, scenarios: p.monthScenarios };
  if (p.prevMonth === key) return { xp: p.prevMonthXp, scenarios: p.prevMonthScenarios };
  return null;
}

/** A learner's number on one board; 0 means not ranked there. */
export function valueOf(
  entry: RosterEntry,
  period: Period,
  metric: Metric,
  key: string,
  today: string,
): number {
  if (period === 'ALL_TIME') {
    if (metric === 'XP') return entry.xp ?? 0;
    if (metric === 'SCENARIOS_COMPLETED') return entry.totalScenarios ?? 0;
    return currentStreak(
      { streak: entry.streak ?? 0, longestStreak: 0, lastActiveDate: entry.lastActiveDate ?? null },
      today,
    );
  }
  const figures = periodFigures(entry, period, key);
  if (!figures) return 0;
  if (metric === 'XP') return figures.xp;
  if (metric === 'SCENARIOS_COMPLETED') return figures.scenarios;
  // Streak boards of a week or month rank the streaks of learners active in it.
  return currentStreak(
    { streak: entry.streak ?? 0, longestStreak: 0, lastActiveDate: entry.lastActiveDate ?? null },
    today,
  );
}

export interface RankedBoard {
  total: number;
  entries: RankedEntry[];
  /** (value, position) samples in descending value order, every `step` positions and the last. */
  thresholds: Array<[number, number]>;
  step: number;
}

/**
 * Sorts a board and ranks it with competition ranking (equal values share a rank: 1, 2, 2, 4).
 * Instead of a rank per learner it keeps samples of the distribution; up to 1,000 learners
 * they are exact, beyond that a learner's own rank is found to within `step` places.
 */
export function rankBoard(values: Array<Omit<RankedEntry, 'rank'>>, sampleLimit = 1000): RankedBoard {
  const sorted = values
    .filter((v) => v.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  const entries: RankedEntry[] = [];
  let rank = 0;
  sorted.forEach((entry, index) => {
    if (index === 0 || entry.value !== sorted[index - 1]?.value) rank = index + 1;
    entries.push({ ...entry, rank });
  });
  const step = Math.max(1, Math.ceil(entries.length / sampleLimit));
  const thresholds: Array<[number, number]> = [];
  for (let i = 0; i < entries.length; i += step) thresholds.push([entries[i]!.value, i + 1]);
  const last = entries.at(-1);
  if (last && thresholds.at(-1)?.[1] !== entries.length) thresholds.push([last.value, entries.length]);
  return { total: entries.length, entries, thresholds, step };
}

/**
 * Rank of a value against sampled thresholds: the first position whose value is not above
 * it. Exact when step is 1; otherwise at most `step` places pessimistic.
 */
export function rankOf(value: number, thresholds: Array<[number, number]>, total: number): number | null {
  if (value <= 0) return null;
  for (const [sampleValue, position] of thresholds) {
    if (sampleValue <= value) return position;
  }
  return total + 1;
}

export function changeText(previousRank: number | undefined, rank: number): string {
  if (previousRank === undefined) return 'NEW';
  if (previousRank === rank) return '–';
  return previousRank > rank ? `↑${previousRank - rank}` : `↓${rank - previousRank}`;
}

const PERIOD_WORDS: Record<Period, string> = {
  WEEKLY: 'this week',
  MONTHLY: 'this month',
  ALL_TIME: 'of all time',
};

/** "Top 5% this week": the share of ranked learners at or above this rank, rounded up. */
export function topPercentText(rank: number, total: number, period: Period): string {
  const percent = Math.max(1, Math.ceil((rank / Math.max(total, 1)) * 100));
  return `Top ${Math.min(percent, 100)}% ${PERIOD_WORDS[period]}`;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts.at(-1)![0]}` : (parts[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}
