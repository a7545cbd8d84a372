import { PRACTICE_DAILY_XP_PER_SKILL } from '../../../shared/constants';
import type { AchievementDefinition, ActivityKind } from '../../../shared/schemas/progress';
import { STREAK_ACTIVITIES } from '../../../shared/schemas/progress';
import { evaluateAchievements, type AchievementProgress, type LearnerMetrics } from './achievements';
import { isoWeekKey, localDate, monthKey } from './calendar';
import { levelForXp } from './level-curve';
import { advanceStreak, currentStreak } from './streak';

/** Counters the achievements measure, kept on the learner's profile. */
export interface ActivityCounters {
  scenariosCompleted: number;
  practiceSessions: number;
  perfectPractices: number;
  assessmentsCompleted: number;
  challengesPlayed: number;
  challengesCreated: number;
  challengesWon: number;
  dailyChallenges: number;
  referrals: number;
  weeklyTop10: number;
  weeklyWins: number;
  monthlyTop10: number;
}

/** This and the previous UTC week and month, so a closing job still sees last week's figures. */
export interface PeriodFigures {
  week: string;
  weekXp: number;
  weekScenarios: number;
  prevWeek: string | null;
  prevWeekXp: number;
  prevWeekScenarios: number;
  month: string;
  monthXp: number;
  monthScenarios: number;
  prevMonth: string | null;
  prevMonthXp: number;
  prevMonthScenarios: number;
}

export interface ProgressState {
  version: number;
  xp: number;
  level: number;
  streak: number;
  longestStreak: number;
  lastActiveDate: string | null;
  /** Streak freezes held (0 to STREAK_FREEZES_MAX). */
  streakFreezes: number;
  totalScenarios: number;
  skillXp: Record<string, number>;
  counters: ActivityCounters;
  periods: PeriodFigures;
  achievements: Record<string, AchievementProgress>;
  /** The learner's local day on which they last took the daily challenge. */
  dailyChallengeDate: string | null;
  /** Practice answers per skill: the toolkit's mastery and resistance percents. */
  mastery: Record<string, SkillAnswers>;
  /** Practice XP earned per skill on one UTC day, against PRACTICE_DAILY_XP_PER_SKILL. */
  practiceXp: { day: string; bySkill: Record<string, number> };
}

export interface SkillAnswers {
  correct: number;
  total: number;
}

export interface Activity {
  kind: ActivityKind;
  /** XP per skill id; the award is their sum. */
  xpDistribution: Record<string, number>;
  /** The learner's IANA time zone, from the browser. */
  timeZone: string;
  occurredAt: Date;
  /** Practice accuracy in percent (PRACTICE_FINISHED). */
  accuracy?: number;
  /** Right and total answers per skill (PRACTICE_FINISHED). */
  answers?: Record<string, SkillAnswers>;
  /** Final rank and period kind (LEADERBOARD_PLACED). */
  placement?: { period: 'WEEKLY' | 'MONTHLY'; rank: number };
}

const ZERO_COUNTERS: ActivityCounters = {
  scenariosCompleted: 0,
  practiceSessions: 0,
  perfectPractices: 0,
  assessmentsCompleted: 0,
  challengesPlayed: 0,
  challengesCreated: 0,
  challengesWon: 0,
  dailyChallenges: 0,
  referrals: 0,
  weeklyTop10: 0,
  weeklyWins: 0,
  monthlyTop10: 0,
};

export function emptyPeriods(now: Date): PeriodFigures {
  return {
    week: isoWeekKey(now),
    weekXp: 0,
    weekScenarios: 0,
    prevWeek: null,
    prevWeekXp: 0,
    prevWeekScenarios: 0,
    month: monthKey(now),
    monthXp: 0,
    monthScenarios: 0,
    prevMonth: null,
    prevMonthXp: 0,
    prevMonthScenarios: 0,
  };
}

/** The progress part of a stored profile, with defaults for profiles that predate a field. */
export function progressOf(stored: Partial<ProgressState>, now: Date): ProgressState {
  return {
    version: stored.version ?? 0,
    xp: stored.xp ?? 0,
    level: stored.level ?? 1,
    streak: stored.streak ?? 0,
    longestStreak: stored.longestStreak ?? stored.streak ?? 0,
    lastActiveDate: stored.lastActiveDate ?? null,
    streakFreezes: stored.streakFreezes ?? 0,
    totalScenarios: stored.totalScenarios ?? 0,
    skillXp: stored.skillXp ?? {},
    counters: { ...ZERO_COUNTERS, ...stored.counters },
    periods: stored.periods ?? emptyPeriods(now),
    achievements: stored.achievements ?? {},
    dailyChallengeDate: stored.dailyChallengeDate ?? null,
    mastery: stored.mastery ?? {},
    practiceXp: stored.practiceXp ?? { day: '', bySkill: {} },
  };
}

/** Moves figures of a finished week or month into the "previous" slot before adding to the new one. */
export function rollPeriods(periods: PeriodFigures, now: Date): PeriodFigures {
  const week = isoWeekKey(now);
  const month = monthKey(now);
  let next = periods;
  if (periods.week !== week) {
    next = {
      ...next,
      prevWeek: periods.week,
      prevWeekXp: periods.weekXp,
      prevWeekScenarios: periods.weekScenarios,
      week,
      weekXp: 0,
      weekScenarios: 0,
    };
  }
  if (periods.month !== month) {
    next = {
      ...next,
      prevMonth: periods.month,
      prevMonthXp: periods.monthXp,
      prevMonthScenarios: periods.monthScenarios,
      month,
      monthXp: 0,
      monthScenarios: 0,
    };
  }
  return next;
}

export function metricsOf(state: ProgressState, today: string): LearnerMetrics {
  const skillValues = Object.values(state.skillXp);
  return {
    ...state.counters,
    totalXp: state.xp,
    level: state.level,
    currentStreak: currentStreak(state, today),
    longestStreak: state.longestStreak,
    skillsPracticed: skillValues.filter((xp) => xp > 0).length,
    bestSkillXp: skillValues.length ? Math.max(...skillValues) : 0,
  };
}

function countersAfter(counters: ActivityCounters, activity: Activity): ActivityCounters {
  const next = { ...counters };
  switch (activity.kind) {
    case 'SCENARIO_COMPLETED':
      next.scenariosCompleted += 1;
      break;
    case 'PRACTICE_FINISHED':
      next.practiceSessions += 1;
      if ((activity.accuracy ?? 0) >= 100) next.perfectPractices += 1;
      break;
    case 'ASSESSMENT_FINISHED':
      next.assessmentsCompleted += 1;
      break;
    case 'CHALLENGE_PLAYED':
      next.challengesPlayed += 1;
      break;
    case 'CHALLENGE_CREATED':
      next.challengesCreated += 1;
      break;
    case 'CHALLENGE_WON':
      next.challengesWon += 1;
      break;
    case 'DAILY_CHALLENGE_ENGAGED':
      next.dailyChallenges += 1;
      break;
    case 'REFERRAL_SIGNED_UP':
      next.referrals += 1;
      break;
    case 'LEADERBOARD_PLACED': {
      const placement = activity.placement;
      if (placement?.period === 'WEEKLY' && placement.rank <= 10) next.weeklyTop10 += 1;
      if (placement?.period === 'WEEKLY' && placement.rank === 1) next.weeklyWins += 1;
      if (placement?.period === 'MONTHLY' && placement.rank <= 10) next.monthlyTop10 += 1;
      break;
    }
  }
  return next;
}

function mergeAnswers(
  mastery: Record<string, SkillAnswers>,
  answers: Record<string, SkillAnswers> | undefined,
): Record<string, SkillAnswers> {
  if (!answers) return mastery;
  const next = { ...mastery };
  for (const [skill, { correct, total }] of Object.entries(answers)) {
    const before = next[skill] ?? { correct: 0, total: 0 };
    next[skill] = { correct: before.correct + correct, total: before.total + total };
  }
  return next;
}

/** Percent of a skill's practice answers that were right; null before any practice. */
export function masteryPercent(mastery: Record<string, SkillAnswers>, skillId: string): number | null {
  const answers = mastery[skillId];
  return answers && answers.total > 0 ? Math.round((answers.correct / answers.total) * 100) : null;
}

/**
 * Practice XP per skill is capped per UTC day (a UTC day, so changing time zone does not
 * open a new one). Other activities pass through unchanged.
 */
export function cappedDistribution(
  state: ProgressState,
  activity: Activity,
): { xpDistribution: Record<string, number>; practiceXp: ProgressState['practiceXp']; capped: boolean } {
  const rounded = Object.fromEntries(
    Object.entries(activity.xpDistribution).map(([skill, xp]) => [skill, Math.max(0, Math.round(xp))]),
  );
  if (activity.kind !== 'PRACTICE_FINISHED') {
    return { xpDistribution: rounded, practiceXp: state.practiceXp, capped: false };
  }
  const day = activity.occurredAt.toISOString().slice(0, 10);
  const bySkill = state.practiceXp.day === day ? { ...state.practiceXp.bySkill } : {};
  const xpDistribution: Record<string, number> = {};
  let capped = false;
  for (const [skill, xp] of Object.entries(rounded)) {
    const room = Math.max(0, PRACTICE_DAILY_XP_PER_SKILL - (bySkill[skill] ?? 0));
    const granted = Math.min(xp, room);
    if (granted < xp) capped = true;
    xpDistribution[skill] = granted;
    bySkill[skill] = (bySkill[skill] ?? 0) + granted;
  }
  return { xpDistribution, practiceXp: { day, bySkill }, capped };
}

export interface Applied {
  next: ProgressState;
  xpAwarded: number;
  /** The XP per skill actually granted, after the daily practice cap. */
  xpDistribution: Record<string, number>;
  xpCapped: boolean;
  newlyEarned: AchievementDefinition[];
  localDay: string;
}

/** One activity's effect on a learner's progress: a pure function, tested without AWS. */
export function applyActivity(
  state: ProgressState,
  activity: Activity,
  catalogue: readonly AchievementDefinition[],
): Applied {
  const granted = cappedDistribution(state, activity);
  const xpAwarded = Object.values(granted.xpDistribution).reduce((sum, xp) => sum + xp, 0);
  const skillXp = { ...state.skillXp };
  for (const [skill, xp] of Object.entries(granted.xpDistribution)) {
    skillXp[skill] = (skillXp[skill] ?? 0) + xp;
  }
  const localDay = localDate(activity.occurredAt, activity.timeZone);
  const streak = STREAK_ACTIVITIES.has(activity.kind) ? advanceStreak(state, localDay) : state;
  const scenario = activity.kind === 'SCENARIO_COMPLETED' ? 1 : 0;
  const rolled = rollPeriods(state.periods, activity.occurredAt);
  const xp = state.xp + xpAwarded;
  const next: ProgressState = {
    ...state,
    version: state.version + 1,
    xp,
    level: levelForXp(xp),
    streak: streak.streak,
    longestStreak: streak.longestStreak,
    lastActiveDate: streak.lastActiveDate,
    streakFreezes: streak.streakFreezes ?? state.streakFreezes,
    totalScenarios: state.totalScenarios + scenario,
    skillXp,
    counters: countersAfter(state.counters, activity),
    periods: {
      ...rolled,
      weekXp: rolled.weekXp + xpAwarded,
      weekScenarios: rolled.weekScenarios + scenario,
      monthXp: rolled.monthXp + xpAwarded,
      monthScenarios: rolled.monthScenarios + scenario,
    },
    dailyChallengeDate: activity.kind === 'DAILY_CHALLENGE_ENGAGED' ? localDay : state.dailyChallengeDate,
    mastery: mergeAnswers(state.mastery, activity.answers),
    practiceXp: granted.practiceXp,
  };
  const evaluation = evaluateAchievements(
    catalogue,
    metricsOf(next, localDay),
    state.achievements,
    activity.occurredAt,
  );
  next.achievements = evaluation.progress;
  return {
    next,
    xpAwarded,
    xpDistribution: granted.xpDistribution,
    xpCapped: granted.capped,
    newlyEarned: evaluation.newlyEarned,
    localDay,
  };
}
