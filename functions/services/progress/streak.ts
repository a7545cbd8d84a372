import { STREAK_FREEZE_EVERY_DAYS, STREAK_FREEZES_MAX } from '../../../shared/constants';
import { daysBetween } from './calendar';

export interface StreakState {
  streak: number;
  longestStreak: number;
  /** The learner's local day of their last learning activity, YYYY-MM-DD. */
  lastActiveDate: string | null;
  /** Streak freezes held: earned by a week of practice, each covering one missed day. */
  streakFreezes?: number;
}

/**
 * A day with learning extends the streak when it follows the last active day, keeps it on
 * the same day, and starts a new streak of 1 after a gap, unless the learner holds a freeze
 * for every missed day: those are used up and the streak goes on. Each full week of streak
 * earns a freeze, up to two held. An activity reported late (a retry from an earlier day)
 * never moves the streak backwards.
 */
export function advanceStreak(state: StreakState, today: string): StreakState {
  const freezes = state.streakFreezes ?? 0;
  if (!state.lastActiveDate)
    return {
      streak: 1,
      longestStreak: Math.max(1, state.longestStreak),
      lastActiveDate: today,
      streakFreezes: freezes,
    };
  const gap = daysBetween(state.lastActiveDate, today);
  if (gap <= 0) return { ...state, streakFreezes: freezes };
  const missed = gap - 1;
  const covered = missed > 0 && missed <= freezes;
  const streak = gap === 1 || covered ? state.streak + 1 : 1;
  let held = covered ? freezes - missed : freezes;
  if (streak % STREAK_FREEZE_EVERY_DAYS === 0) held = Math.min(STREAK_FREEZES_MAX, held + 1);
  return {
    streak,
    longestStreak: Math.max(state.longestStreak, streak),
    lastActiveDate: today,
    streakFreezes: held,
  };
}

/**
 * The streak as the learner sees it today: it lapses once a whole day passes without learning,
 * unless a held freeze covers each missed day.
 */
export function currentStreak(state: StreakState, today: string): number {
  if (!state.lastActiveDate) return 0;
  const missed = daysBetween(state.lastActiveDate, today) - 1;
  return missed <= (state.streakFreezes ?? 0) ? state.streak : 0;
}
