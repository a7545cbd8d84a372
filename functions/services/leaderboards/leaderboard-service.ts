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

/**
 * The caller's standing in the board's last ranking, so the side panel, the table and the
 * dashboard tell one story: inside the materialised top the rank and value are the ones the
 * table shows; further down the rank is estimated from the sampled distribution (never
 * above the materialised top). A learner the last ranking did not include is not ranked yet,
 * whatever they have earned since; `liveValue` carries that fresh figure.
 */
export async function ownStanding(
  user: UserRecord,
  period: Period,
  metric: Metric,
  now: Date = new Date(),
): Promise<{
  standing: OwnStanding | null;
  liveValue: number;
  meta: Awaited<ReturnType<typeof readBoardMeta>>;
}> {
  const key = currentPeriodKeys(now)[period];
  const meta = await readBoardMeta(boardId(period, metric, key));
  const liveValue = valueOf(
    user as unknown as RosterEntry,
    period,
    metric,
    key,
    now.toISOString().slice(0, 10),
  );
  if (!meta) return { standing: null, liveValue, meta };
  const standing = rankedStanding(meta, user.userId, liveValue);
  if (!standing) return { standing: null, liveValue, meta };
  const total = Math.max(meta.total, standing.rank);
  return {
    standing: { ...standing, topPercentText: topPercentText(standing.rank, total, period) },
    liveValue,
    meta,
  };
}

function rankedStanding(
  meta: NonNullable<Awaited<ReturnType<typeof readBoardMeta>>>,
  userId: string,
  liveValue: number,
): { rank: number; value: number } | null {
  const topRank = meta.topRanks[userId];
  // Boards ranked before values were kept fall back to the fresh value.
  if (topRank !== undefined) return { rank: topRank, value: meta.topValues?.[userId] ?? liveValue };
  const topCount = Object.keys(meta.topRanks).length;
  // Everyone the job ranked is in the top: the caller was not ranked.
  if (meta.total <= topCount || liveValue <= 0) return null;
  const estimate = rankOf(liveValue, meta.thresholds, meta.total);
  if (!estimate) return null;
  return { rank: Math.max(estimate, topCount + 1), value: liveValue };
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
  const [{ standing, liveValue, meta }, top] = await Promise.all([
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
    liveValue,
    badges: ACHIEVEMENTS.filter((a) => a.category === 'Leaderboard' && earned[a.id]?.earnedAt).map((a) => ({
      id: a.id,
      name: a.name,
      icon: a.icon,
      tier: a.tier,
    })),
  };
}
