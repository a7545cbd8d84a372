import type { LeaderboardResponse, OwnStanding } from '../../../shared/schemas/leaderboards';
import { ACHIEVEMENTS } from '../../content/achievements';
import { readBoardMeta, readBoardTop } from '../../repositories/leaderboard-repository';
import type { UserRecord } from '../../repositories/user-repository';
import type { AchievementProgress } from '../progress/achievements';
import {
  boardId,
  initials,
  rankOf,
  topPercentText,
  valueOf,
  type Metric,
  type Period,
  type RosterEntry,
} from './board-math';
import { currentPeriodKeys } from './recompute';

/** The caller's standing: exact from the board's top ranks, else from its sampled distribution. */
export async function ownStanding(
  user: UserRecord,
  period: Period,
  metric: Metric,
  now: Date = new Date(),
): Promise<{ standing: OwnStanding | null; meta: Awaited<ReturnType<typeof readBoardMeta>> }> {
  const key = currentPeriodKeys(now)[period];
  const meta = await readBoardMeta(boardId(period, metric, key));
  const value = valueOf(user as unknown as RosterEntry, period, metric, key, now.toISOString().slice(0, 10));
  if (!meta || value <= 0) return { standing: null, meta };
  const rank = meta.topRanks[user.userId] ?? rankOf(value, meta.thresholds, meta.total);
  if (!rank) return { standing: null, meta };
  const total = Math.max(meta.total, rank);
  return { standing: { rank, value, topPercentText: topPercentText(rank, total, period) }, meta };
}

export async function leaderboardFor(
  user: UserRecord,
  period: Period,
  metric: Metric,
  limit: number,
  now: Date = new Date(),
): Promise<LeaderboardResponse> {
  const key = currentPeriodKeys(now)[period];
  const board = boardId(period, metric, key);
  const [{ standing, meta }, top] = await Promise.all([
    ownStanding(user, period, metric, now),
    readBoardTop(board, limit),
  ]);
  const earned = (user as { achievements?: Record<string, AchievementProgress> }).achievements ?? {};
  return {
    period,
    category: metric,
    periodKey: key,
    computedAt: meta?.computedAt ?? null,
    totalRanked: meta?.total ?? 0,
    entries: top.entries.map((entry) => ({
      rank: entry.rank,
      avatar: initials(entry.name),
      name: entry.name,
      level: entry.level,
      value: entry.value,
      change: entry.change,
      isCurrentUser: entry.userId === user.userId,
    })),
    currentUser: standing,
    badges: ACHIEVEMENTS.filter((a) => a.category === 'Leaderboard' && earned[a.id]?.earnedAt).map((a) => ({
      id: a.id,
      name: a.name,
      icon: a.icon,
      tier: a.tier,
    })),
  };
}
