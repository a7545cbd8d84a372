import * as z from 'zod';
import { LEADERBOARD_METRICS, LEADERBOARD_PAGE_SIZE, LEADERBOARD_PERIODS } from '../constants';

/** GET /leaderboards?period&category&limit */
export const leaderboardQuerySchema = /* @__PURE__ */ z
  .object({
    period: z
      .enum(LEADERBOARD_PERIODS, { error: 'period must be WEEKLY, MONTHLY or ALL_TIME.' })
      .default('WEEKLY'),
    category: z
      .enum(LEADERBOARD_METRICS, { error: 'category must be XP, SCENARIOS_COMPLETED or STREAK.' })
      .default('XP'),
    limit: z.coerce
      .number({ error: 'limit must be a number from 1 to 100.' })
      .int()
      .min(1, 'limit must be a number from 1 to 100.')
      .max(100, 'limit must be a number from 1 to 100.')
      .default(LEADERBOARD_PAGE_SIZE),
  })
  .strict();
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export interface LeaderboardEntry {
  rank: number;
  /** Initials; the web app draws them as an avatar. */
  avatar: string;
  name: string;
  level: number;
  value: number;
  /** Since the previous recompute: '↑2', '↓1', '–' or 'NEW'. */
  change: string;
  isCurrentUser: boolean;
}

export interface OwnStanding {
  rank: number;
  value: number;
  /** e.g. 'Top 5% this week' */
  topPercentText: string;
}

export interface LeaderboardResponse {
  period: (typeof LEADERBOARD_PERIODS)[number];
  category: (typeof LEADERBOARD_METRICS)[number];
  /** 2026-W47, 2026-11 or ALL */
  periodKey: string;
  /** When the scheduled job last ranked this board; null before its first run. */
  computedAt: string | null;
  /** Learners ranked on this board. */
  totalRanked: number;
  entries: LeaderboardEntry[];
  /**
   * The caller's own place in the same ranking as `entries` (also for private learners);
   * null when the last ranking did not include them.
   */
  currentUser: OwnStanding | null;
  /** The caller's value now; above `currentUser.value` when earned since the last ranking. */
  liveValue: number;
  /** Leaderboard achievements the caller has earned (the side panel's badges). */
  badges: Array<{ id: string; name: string; icon: string; tier: 1 | 2 | 3 }>;
}
