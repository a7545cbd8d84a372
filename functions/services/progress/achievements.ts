import type { AchievementDefinition, AchievementMetric } from '../../../shared/schemas/progress';

export type LearnerMetrics = Record<AchievementMetric, number>;

export interface AchievementProgress {
  progress: number;
  earnedAt: string | null;
}

export interface Evaluation {
  progress: Record<string, AchievementProgress>;
  newlyEarned: AchievementDefinition[];
}

/**
 * Measures every achievement against the learner's numbers. Earned achievements stay
 * earned (a streak that later lapses does not take its badge away) and keep their date.
 */
export function evaluateAchievements(
  catalogue: readonly AchievementDefinition[],
  metrics: LearnerMetrics,
  previous: Record<string, AchievementProgress>,
  now: Date,
): Evaluation {
  const progress: Record<string, AchievementProgress> = {};
  const newlyEarned: AchievementDefinition[] = [];
  for (const achievement of catalogue) {
    const before = previous[achievement.id];
    if (before?.earnedAt) {
      progress[achievement.id] = { progress: achievement.progressMax, earnedAt: before.earnedAt };
      continue;
    }
    const value = Math.max(0, Math.floor(metrics[achievement.metric] ?? 0));
    if (value >= achievement.progressMax) {
      progress[achievement.id] = { progress: achievement.progressMax, earnedAt: now.toISOString() };
      newlyEarned.push(achievement);
    } else {
      progress[achievement.id] = { progress: value, earnedAt: null };
    }
  }
  return { progress, newlyEarned };
}
