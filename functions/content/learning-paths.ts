import type { LearningPathContent } from '../../shared/schemas/learning-paths';
import pathData from './learning-paths.json' with { type: 'json' };
import { scenarioCard } from './scenario-cards';

/**
 * Learning paths as versioned data: ordered scenarios. test/unit/content-canonical.test.ts
 * validates them and checks every scenario they name exists.
 */
export const LEARNING_PATHS: readonly LearningPathContent[] = pathData as LearningPathContent[];
export const LEARNING_PATHS_BY_ID: ReadonlyMap<string, LearningPathContent> = new Map(
  LEARNING_PATHS.map((p) => [p.id, p]),
);

/** The skills a path trains: each of its scenarios' main skill, in order, once. */
export function pathSkillIds(path: LearningPathContent): string[] {
  return [...new Set(path.scenarioIds.map((id) => scenarioCard(id)!.skillIds[0]!))];
}
