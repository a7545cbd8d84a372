import * as z from 'zod';
import { ACHIEVEMENT_CATEGORIES } from '../constants';

/** Everything a learner does that the progress engine counts. */
export const ACTIVITY_KINDS = [
  'SCENARIO_COMPLETED',
  'PRACTICE_FINISHED',
  'ASSESSMENT_FINISHED',
  'CHALLENGE_PLAYED',
  'CHALLENGE_CREATED',
  'CHALLENGE_WON',
  'DAILY_CHALLENGE_ENGAGED',
  'REFERRAL_SIGNED_UP',
  'REFERRAL_UPGRADED',
  'LEADERBOARD_PLACED',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Learning activities keep the daily streak alive; rewards from others do not. */
export const STREAK_ACTIVITIES: ReadonlySet<ActivityKind> = new Set([
  'SCENARIO_COMPLETED',
  'PRACTICE_FINISHED',
  'ASSESSMENT_FINISHED',
  'CHALLENGE_PLAYED',
  'DAILY_CHALLENGE_ENGAGED',
]);

/**
 * What an achievement measures. Each names a number the progress engine keeps per learner;
 * an achievement is earned when that number reaches the achievement's progressMax.
 */
export const ACHIEVEMENT_METRICS = [
  'scenariosCompleted',
  'practiceSessions',
  'perfectPractices',
  'assessmentsCompleted',
  'challengesPlayed',
  'challengesCreated',
  'challengesWon',
  'dailyChallenges',
  'referrals',
  'totalXp',
  'level',
  'currentStreak',
  'longestStreak',
  'skillsPracticed',
  'bestSkillXp',
  'weeklyTop10',
  'weeklyWins',
  'monthlyTop10',
] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];

export const ACHIEVEMENT_ICONS = [
  'Award',
  'BookOpen',
  'Brain',
  'Calendar',
  'CheckCircle',
  'Compass',
  'Crown',
  'Flame',
  'Gem',
  'Lightbulb',
  'Medal',
  'MessageCircle',
  'Mountain',
  'Rocket',
  'Scale',
  'Search',
  'Shield',
  'Sparkles',
  'Star',
  'Target',
  'TrendingUp',
  'Trophy',
  'Users',
  'Zap',
] as const;

export const achievementDefinitionSchema = /* @__PURE__ */ z
  .object({
    id: z.string().regex(/^[a-z0-9-]{3,48}$/),
    name: z.string().min(3).max(40),
    description: z.string().min(10).max(160),
    category: z.enum(ACHIEVEMENT_CATEGORIES),
    tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    icon: z.enum(ACHIEVEMENT_ICONS),
    metric: z.enum(ACHIEVEMENT_METRICS),
    /** The metric value that earns it; progress bars run from 0 to this. */
    progressMax: z.number().int().positive(),
  })
  .strict();
export type AchievementDefinition = z.infer<typeof achievementDefinitionSchema>;

/** GET /achievements: the catalogue with the caller's progress. */
export interface Achievement {
  id: string;
  name: string;
  description: string;
  category: AchievementDefinition['category'];
  tier: 1 | 2 | 3;
  icon: string;
  earned: boolean;
  earnedDate: string | null;
  progressCurrent: number;
  progressMax: number;
}
