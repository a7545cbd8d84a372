import { daysBetween } from './calendar';

export interface StreakState {
  streak: number;
  longestStreak: number;
  /** The learner's local day of their last learning activity, YYYY-MM-DD. */
  lastActiveDate: string | null;
}

/**
 * A day with learning extends the streak when it follows the last active day, keeps it on
 * the same day, and starts a new streak of 1 after a gap. An activity reported late (a
 * retry from an earlier day) never moves the streak backwards.
 */
export function advanceStreak(state: StreakState, today: string): StreakState {
  if (!state.lastActiveDate)
    return { streak: 1, longestStreak: Math.max(1, state.longestStreak), lastActiveDate: today };
  const gap = daysBetween(state.lastActiveDate, today);
  if (gap <= 0) return state;
  const streak = gap === 1 ? state.streak + 1 : 1;
  return { streak, longestStreak: Math.max(state.longestStreak, streak), lastActiveDate: today };
}

/** The streak as the learner sees it today: it lapses once a whole day passes without learning. */
export function currentStreak(state: StreakState, today: string): number {
  if (!state.lastActiveDate) return 0;
  return daysBetween(state.lastActiveDate, today) <= 1 ? state.streak : 0;
}
