import * as z from 'zod';
import { learningPathContentSchema, type LearningPathContent } from '../../shared/schemas/learning-paths';
import pathData from './learning-paths.json' with { type: 'json' };
import { SCENARIOS_BY_ID } from './scenarios';

function load(): LearningPathContent[] {
  const paths = z.array(learningPathContentSchema).parse(pathData);
  for (const path of paths) {
    for (const id of path.scenarioIds) {
      if (!SCENARIOS_BY_ID.has(id)) throw new Error(`Learning path ${path.id} names unknown scenario ${id}`);
    }
  }
  return paths;
}

/** Learning paths as versioned data: ordered scenarios, validated at load. */
export const LEARNING_PATHS: readonly LearningPathContent[] = load();
export const LEARNING_PATHS_BY_ID: ReadonlyMap<string, LearningPathContent> = new Map(
  LEARNING_PATHS.map((p) => [p.id, p]),
);

/** The skills a path trains: each of its scenarios' main skill, in order, once. */
export function pathSkillIds(path: LearningPathContent): string[] {
  return [...new Set(path.scenarioIds.map((id) => SCENARIOS_BY_ID.get(id)!.skillIds[0]!))];
}
