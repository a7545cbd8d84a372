import type { Achievement } from '../../../shared/schemas/progress';
import { ACHIEVEMENTS, ACHIEVEMENT_CATEGORY_ORDER } from '../../content/achievements';
import type { AchievementProgress } from './achievements';

/**
 * The catalogue with one learner's progress, grouped in the spec's category order and
 * sorted by tier inside each group.
 */
export function achievementsView(progress: Record<string, AchievementProgress> | undefined): Achievement[] {
  const order = (category: string) => ACHIEVEMENT_CATEGORY_ORDER.indexOf(category);
  return [...ACHIEVEMENTS]
    .sort((a, b) => order(a.category) - order(b.category) || a.tier - b.tier || a.progressMax - b.progressMax)
    .map((a) => {
      const mine = progress?.[a.id];
      return {
        id: a.id,
        name: a.name,
        description: a.description,
        category: a.category,
        tier: a.tier,
        icon: a.icon,
        earned: Boolean(mine?.earnedAt),
        earnedDate: mine?.earnedAt ?? null,
        progressCurrent: Math.min(mine?.progress ?? 0, a.progressMax),
        progressMax: a.progressMax,
      };
    });
}
