import type { MemberFigures } from '../../repositories/team-repository';
import { isoWeekKey } from '../progress/calendar';

/** The slice of a profile that team figures are made of. */
export interface MemberProfile {
  userId: string;
  name: string;
  email: string;
  level?: number;
  xp?: number;
  totalScenarios?: number;
  lastActiveDate?: string | null;
  periods?: { week?: string; weekXp?: number; prevWeek?: string | null; prevWeekXp?: number };
  skillXp?: Record<string, number>;
  mastery?: Record<string, { correct: number; total: number }>;
}

/** XP of the current ISO week: the profile's figure only if it is still about this week. */
export function weekXpOf(profile: MemberProfile, now: Date): number {
  return profile.periods?.week === isoWeekKey(now) ? (profile.periods.weekXp ?? 0) : 0;
}

export function figuresOf(profile: MemberProfile, now: Date): MemberFigures {
  return {
    name: profile.name,
    email: profile.email,
    level: profile.level ?? 1,
    xp: profile.xp ?? 0,
    totalScenarios: profile.totalScenarios ?? 0,
    weekXp: weekXpOf(profile, now),
    lastActive: profile.lastActiveDate ?? null,
  };
}
