import * as z from 'zod';
import { achievementDefinitionSchema, type AchievementDefinition } from '../../shared/schemas/progress';
import catalogueData from './achievements.json' with { type: 'json' };

/** The achievements catalogue, validated when first loaded (a bad entry fails loudly at cold start). */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = z
  .array(achievementDefinitionSchema)
  .parse(catalogueData);

export const ACHIEVEMENT_CATEGORY_ORDER = [
  'Onboarding',
  'Completion',
  'Consistency',
  'Mastery',
  'Social',
  'Leaderboard',
];
