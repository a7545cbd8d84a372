import { LEADERBOARD_METRICS } from '../../../shared/constants';
import { logger } from '../../platform/logger';
import {
  markClosed,
  readBoardMeta,
  readLeaderboardState,
  readRoster,
  writeBoard,
  type StoredEntry,
} from '../../repositories/leaderboard-repository';
import { isoWeekKey, monthKey } from '../progress/calendar';
import { recordActivity } from '../progress/progress-service';
import {
  boardId,
  changeText,
  rankBoard,
  valueOf,
  type Metric,
  type Period,
  type RosterEntry,
} from './board-math';

/** Positions materialised per board: enough for the top 20 after hiding private learners. */
export const SHOWN_PER_BOARD = 100;
/** Finishing a closed week or month in this rank or better earns a Leaderboard achievement. */
export const PLACEMENT_AWARD_RANK = 10;

export interface RecomputeSummary {
  learners: number;
  boards: number;
  closed: string[];
  milliseconds: number;
}

export function currentPeriodKeys(now: Date): Record<Period, string> {
  return { WEEKLY: isoWeekKey(now), MONTHLY: monthKey(now), ALL_TIME: 'ALL' };
}

async function rankAndStore(roster: RosterEntry[], period: Period, metric: Metric, key: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const board = boardId(period, metric, key);
  const ranked = rankBoard(
    roster.map((entry) => ({
      userId: entry.userId,
      name: entry.name,
      level: entry.level ?? 1,
      value: valueOf(entry, period, metric, key, today),
      isPublic: entry.preferences?.publicLeaderboard !== false,
    })),
  );
  const previous = await readBoardMeta(board);
  const top = ranked.entries.slice(0, SHOWN_PER_BOARD);
  const shown: StoredEntry[] = ranked.entries
    .filter((entry) => entry.isPublic)
    .slice(0, SHOWN_PER_BOARD)
    .map((entry, index) => ({
      position: index + 1,
      rank: entry.rank,
      userId: entry.userId,
      name: entry.name,
      level: entry.level,
      value: entry.value,
      change: changeText(previous?.topRanks[entry.userId], entry.rank),
    }));
  await writeBoard(
    {
      board,
      total: ranked.total,
      step: ranked.step,
      thresholds: ranked.thresholds,
      topRanks: Object.fromEntries(top.map((entry) => [entry.userId, entry.rank])),
      topValues: Object.fromEntries(top.map((entry) => [entry.userId, entry.value])),
      computedAt: now.toISOString(),
    },
    shown,
  );
  return ranked;
}

/**
 * Closes the week or month before `now` once: ranks its XP board a last time and gives the
 * top finishers their placement (an idempotent activity, so a rerun awards nothing twice).
 */
async function closePeriod(roster: RosterEntry[], period: 'WEEKLY' | 'MONTHLY', key: string, now: Date) {
  const ranked = await rankAndStore(roster, period, 'XP', key, now);
  for (const entry of ranked.entries.filter((e) => e.rank <= PLACEMENT_AWARD_RANK)) {
    await recordActivity(entry.userId, `leaderboard:${period}:${key}`, {
      kind: 'LEADERBOARD_PLACED',
      xpDistribution: {},
      timeZone: 'UTC',
      occurredAt: now,
      placement: { period, rank: entry.rank },
    });
  }
  return markClosed(period === 'WEEKLY' ? 'lastClosedWeek' : 'lastClosedMonth', key);
}

/** The scheduled job: rank all nine boards from one read of the roster, close finished periods. */
export async function recomputeLeaderboards(now: Date = new Date()): Promise<RecomputeSummary> {
  const started = Date.now();
  const roster = await readRoster();
  const keys = currentPeriodKeys(now);
  let boards = 0;
  for (const period of Object.keys(keys) as Period[]) {
    for (const metric of LEADERBOARD_METRICS) {
      await rankAndStore(roster, period, metric, keys[period], now);
      boards += 1;
    }
  }
  const closed: string[] = [];
  const state = await readLeaderboardState();
  const lastWeek = isoWeekKey(new Date(now.getTime() - 7 * 86_400_000));
  if (state.lastClosedWeek !== lastWeek && (await closePeriod(roster, 'WEEKLY', lastWeek, now)))
    closed.push(lastWeek);
  const lastMonth = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)));
  if (state.lastClosedMonth !== lastMonth && (await closePeriod(roster, 'MONTHLY', lastMonth, now)))
    closed.push(lastMonth);
  const summary = { learners: roster.length, boards, closed, milliseconds: Date.now() - started };
  logger.info('Leaderboards recomputed', { ...summary });
  return summary;
}
