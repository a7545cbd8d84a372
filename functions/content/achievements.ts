import type { AchievementDefinition } from '../../shared/schemas/progress';
import catalogueData from './achievements.json' with { type: 'json' };

/** The achievements catalogue (validated by test/unit/content-canonical.test.ts, not at cold start). */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = catalogueData as AchievementDefinition[];

export const ACHIEVEMENT_CATEGORY_ORDER = [
  'Onboarding',
  'Completion',
  'Consistency',
  'Mastery',
  'Social',
  'Leaderboard',
];
