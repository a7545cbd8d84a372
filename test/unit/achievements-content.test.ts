import { describe, expect, it } from 'vitest';
import catalogue from '../../functions/content/achievements.json';
import {
  ACHIEVEMENT_METRICS,
  achievementDefinitionSchema,
  type AchievementDefinition,
} from '../../shared/schemas/progress';
import { ACHIEVEMENT_CATEGORIES } from '../../shared/constants';

const entries: unknown[] = catalogue;

function parsed(): AchievementDefinition[] {
  return entries.map((entry) => achievementDefinitionSchema.parse(entry));
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('achievements catalogue', () => {
  it('has entries that all match the achievement definition', () => {
    entries.forEach((entry, index) => {
      const result = achievementDefinitionSchema.safeParse(entry);
      expect(result.success, `entry ${index}: ${JSON.stringify(entry)}`).toBe(true);
    });
  });

  it('has at least 24 achievements', () => {
    expect(entries.length).toBeGreaterThanOrEqual(24);
  });

  it('has at least 4 achievements in every category', () => {
    const achievements = parsed();
    for (const category of ACHIEVEMENT_CATEGORIES) {
      const count = achievements.filter((a) => a.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('uses every tier', () => {
    const tiers = new Set(parsed().map((a) => a.tier));
    expect([...tiers].sort()).toEqual([1, 2, 3]);
  });

  it('has unique ids and unique names', () => {
    const achievements = parsed();
    expect(duplicates(achievements.map((a) => a.id))).toEqual([]);
    expect(duplicates(achievements.map((a) => a.name.toLowerCase()))).toEqual([]);
  });

  it('never repeats a metric with the same threshold', () => {
    expect(duplicates(parsed().map((a) => `${a.metric}:${a.progressMax}`))).toEqual([]);
  });

  it('never gives a higher threshold of the same metric a lower tier', () => {
    const achievements = parsed();
    for (const metric of ACHIEVEMENT_METRICS) {
      const ladder = achievements
        .filter((a) => a.metric === metric)
        .sort((a, b) => a.progressMax - b.progressMax);
      ladder.slice(1).forEach((higher, index) => {
        const lower = ladder[index]!;
        expect(
          higher.tier,
          `${higher.id} (${metric} ${higher.progressMax}) vs ${lower.id} (${metric} ${lower.progressMax})`,
        ).toBeGreaterThanOrEqual(lower.tier);
      });
    }
  });
});
