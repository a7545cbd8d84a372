import type { DashboardStats, Insights } from '../../../shared/schemas/dashboard';
import { COGNITIVE_BIASES, SKILLS } from '../../content/toolkit';
import { listXpDays } from '../../repositories/progress-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { ownStanding } from '../leaderboards/leaderboard-service';
import { addDays, isoWeekKey, localDate } from './calendar';
import { xpToNextLevel } from './level-curve';
import { masteryPercent, progressOf, type ProgressState } from './progress-state';
import { currentStreak } from './streak';

/** A skill's name from the toolkit catalogue (title-cased id for skills it does not know). */
export function skillName(skillId: string): string {
  const known = SKILLS.get(skillId)?.name;
  if (known) return known;
  return skillId
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

export async function dashboardStats(
  user: UserRecord,
  timeZone: string,
  now: Date = new Date(),
): Promise<DashboardStats> {
  const state = progressOf(user as unknown as Partial<ProgressState>, now);
  const today = localDate(now, timeZone);
  const totalSkillXp = Object.values(state.skillXp).reduce((sum, xp) => sum + xp, 0);
  const { standing } = await ownStanding(user, 'WEEKLY', 'XP', now);
  return {
    level: state.level,
    xp: state.xp,
    xpToNext: xpToNextLevel(state.xp),
    weeklyXP: state.periods.week === isoWeekKey(now) ? state.periods.weekXp : 0,
    completedScenarios: state.totalScenarios,
    rank: standing?.rank ?? null,
    rankSubtitle: standing?.topPercentText ?? null,
    streak: currentStreak(state, today),
    streakFreezes: state.streakFreezes,
    skillPoints: Object.fromEntries(
      Object.entries(state.skillXp)
        .filter(([, xp]) => xp > 0)
        .sort(([, a], [, b]) => b - a)
        .map(([skill, xp]) => [skillName(skill), Math.round((xp / Math.max(totalSkillXp, 1)) * 100)]),
    ),
    skillXp: Object.fromEntries(
      Object.entries(state.skillXp)
        .filter(([, xp]) => xp > 0)
        .sort(([, a], [, b]) => b - a)
        .map(([skill, xp]) => [skillName(skill), xp]),
    ),
    hasEngagedWithChallengeToday: state.dailyChallengeDate === today,
  };
}

export const TREND_WEEKS = 8;

export async function insights(
  user: UserRecord,
  timeZone: string,
  now: Date = new Date(),
): Promise<Insights> {
  const state = progressOf(user as unknown as Partial<ProgressState>, now);
  const today = localDate(now, timeZone);
  const firstDay = addDays(today, -(TREND_WEEKS * 7 - 1));
  const days = await listXpDays(user.userId, firstDay);
  const weeks = new Array<number>(TREND_WEEKS).fill(0);
  for (const { day, xp } of days) {
    const index = Math.floor(
      (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / (7 * 86_400_000),
    );
    if (index >= 0 && index < TREND_WEEKS) weeks[index] = (weeks[index] ?? 0) + xp;
  }
  const strongest = Object.entries(state.skillXp).sort(([, a], [, b]) => b - a)[0];
  // The practised bias the learner resists least (lowest share of right answers).
  const hardestBias = COGNITIVE_BIASES.map((bias) => ({
    bias,
    percent: masteryPercent(state.mastery, bias.id),
  }))
    .filter(
      (entry): entry is { bias: (typeof COGNITIVE_BIASES)[number]; percent: number } =>
        entry.percent !== null,
    )
    .sort((a, b) => a.percent - b.percent)[0];
  return {
    strongestSkillName: strongest && strongest[1] > 0 ? skillName(strongest[0]) : null,
    mostChallengingBiasName: hardestBias?.bias.name ?? null,
    weeklyXpTrend: weeks,
  };
}
