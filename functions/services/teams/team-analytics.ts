import type { MemberActivity, TeamAnalytics } from '../../../shared/schemas/teams';
import { COGNITIVE_BIASES } from '../../content/toolkit';
import { skillName } from '../progress/dashboard-service';
import { addDays, isoWeekKey } from '../progress/calendar';
import { weekXpOf, type MemberProfile } from './team-figures';

export const ANALYTICS_WEEKS = 8;
export const TOP_SKILLS = 5;
export const TOP_BIASES = 5;
export const ACTIVITY_ROWS = 50;

/** The ISO week keys of the last `count` weeks ending with the week of `now`, oldest first. */
export function lastWeeks(now: Date, count: number = ANALYTICS_WEEKS): string[] {
  const today = now.toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) =>
    isoWeekKey(new Date(`${addDays(today, -7 * (count - 1 - i))}T12:00:00Z`)),
  );
}

/**
 * The team's XP per week. Profiles know this week and the previous one; earlier weeks come
 * from what earlier runs recorded, so the series fills in as the job keeps running.
 */
export function weekHistoryOf(
  members: MemberProfile[],
  previous: Record<string, number>,
  now: Date,
): Record<string, number> {
  const weeks = lastWeeks(now);
  const thisWeek = weeks[weeks.length - 1]!;
  const lastWeek = weeks[weeks.length - 2]!;
  let current = 0;
  let prior = 0;
  for (const m of members) {
    current += weekXpOf(m, now);
    if (m.periods?.week === lastWeek) prior += m.periods.weekXp ?? 0;
    else if (m.periods?.prevWeek === lastWeek) prior += m.periods.prevWeekXp ?? 0;
  }
  const history: Record<string, number> = {};
  for (const week of weeks) if (previous[week] !== undefined) history[week] = previous[week];
  history[thisWeek] = current;
  history[lastWeek] = Math.max(prior, history[lastWeek] ?? 0);
  return history;
}

function accuracyOf(m: MemberProfile): number | null {
  let correct = 0;
  let total = 0;
  for (const answers of Object.values(m.mastery ?? {})) {
    correct += answers.correct;
    total += answers.total;
  }
  return total > 0 ? (correct / total) * 100 : null;
}

/** Everything GET /teams/{id}/analytics shows, from the members' profiles (pure). */
export function computeAnalytics(
  members: MemberProfile[],
  previousHistory: Record<string, number>,
  now: Date,
): TeamAnalytics & { weekHistory: Record<string, number> } {
  const weekHistory = weekHistoryOf(members, previousHistory, now);
  const completed = members.filter((m) => (m.totalScenarios ?? 0) > 0).length;
  const accuracies = members.map(accuracyOf).filter((a): a is number => a !== null);

  const skillTotals = new Map<string, number>();
  for (const m of members)
    for (const [skill, xp] of Object.entries(m.skillXp ?? {}))
      skillTotals.set(skill, (skillTotals.get(skill) ?? 0) + xp);

  const challengingBiases = COGNITIVE_BIASES.map((bias) => {
    let correct = 0;
    let total = 0;
    for (const m of members) {
      const answers = m.mastery?.[bias.id];
      if (answers) {
        correct += answers.correct;
        total += answers.total;
      }
    }
    return { name: bias.name, total, percent: total > 0 ? Math.round((correct / total) * 100) : 0 };
  })
    .filter((b) => b.total > 0)
    .sort((a, b) => a.percent - b.percent || b.total - a.total)
    .slice(0, TOP_BIASES)
    .map(({ name, percent }) => ({ name, percent }));

  const memberActivity: MemberActivity[] = members
    .map((m) => ({
      id: m.userId,
      name: m.name,
      weekXp: weekXpOf(m, now),
      xp: m.xp ?? 0,
      level: m.level ?? 1,
      completedScenarios: m.totalScenarios ?? 0,
      lastActive: m.lastActiveDate ?? null,
    }))
    .sort((a, b) => b.weekXp - a.weekXp || b.xp - a.xp || a.name.localeCompare(b.name))
    .slice(0, ACTIVITY_ROWS);

  return {
    weeklyXp: lastWeeks(now).map((week) => ({ week, xp: weekHistory[week] ?? 0 })),
    completionRate: members.length > 0 ? Math.round((completed / members.length) * 100) : 0,
    averageAssessmentScore: accuracies.length
      ? Math.round(accuracies.reduce((sum, a) => sum + a, 0) / accuracies.length)
      : null,
    strongestSkills: [...skillTotals.entries()]
      .filter(([, xp]) => xp > 0)
      .sort(([, a], [, b]) => b - a)
      .slice(0, TOP_SKILLS)
      .map(([skill, xp]) => ({ name: skillName(skill), xp })),
    challengingBiases,
    memberActivity,
    computedAt: now.toISOString(),
    weekHistory,
  };
}
