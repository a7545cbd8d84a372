import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ACHIEVEMENTS } from '../../functions/content/achievements';
import { ASSESSMENT_QUESTIONS } from '../../functions/content/assessment';
import { DEMO_SLIDES } from '../../functions/content/demo-slides';
import { LEARNING_PATHS } from '../../functions/content/learning-paths';
import { PRACTICE_QUESTIONS } from '../../functions/content/practice-questions';
import { cardOf } from '../../functions/content/scenario-card';
import { scenarioCards } from '../../functions/content/scenario-cards';
import { SCENARIOS, SCENARIOS_BY_ID } from '../../functions/content/scenarios';
import { COGNITIVE_BIASES, MENTAL_MODELS, SKILL_TREE } from '../../functions/content/toolkit';
import { assessmentQuestionContentSchema } from '../../shared/schemas/assessment';
import { learningPathContentSchema } from '../../shared/schemas/learning-paths';
import { demoSlideSchema } from '../../shared/schemas/marketing';
import { achievementDefinitionSchema } from '../../shared/schemas/progress';
import { scenarioContentSchema } from '../../shared/schemas/scenario-content';
import {
  cognitiveBiasSchema,
  mentalModelSchema,
  practiceQuestionSchema,
  skillTreeSchema,
} from '../../shared/schemas/toolkit';

/**
 * The functions use the content files as they are, without parsing them at cold start. So
 * every file must already be what its schema makes of it: valid, and in canonical form
 * (trimmed, concepts in lower case, no unknown keys), or the functions would serve something
 * the schema would have changed.
 */
const CONTENT: [string, unknown, z.ZodType][] = [
  ['scenarios', SCENARIOS, z.array(scenarioContentSchema)],
  ['mental models', MENTAL_MODELS, z.array(mentalModelSchema)],
  ['cognitive biases', COGNITIVE_BIASES, z.array(cognitiveBiasSchema)],
  ['skill tree', SKILL_TREE, skillTreeSchema],
  ['assessment questions', ASSESSMENT_QUESTIONS, z.array(assessmentQuestionContentSchema)],
  ['learning paths', LEARNING_PATHS, z.array(learningPathContentSchema)],
  ['achievements', ACHIEVEMENTS, z.array(achievementDefinitionSchema)],
  ['practice questions', PRACTICE_QUESTIONS, z.array(practiceQuestionSchema)],
  ['demo slides', DEMO_SLIDES, z.array(demoSlideSchema).min(3)],
];

describe('content is stored in the form its schema gives it', () => {
  it.each(CONTENT)('%s', (_name, data, schema) => {
    const parsed = schema.safeParse(data);
    expect(parsed.error?.issues.slice(0, 3) ?? []).toEqual([]);
    expect(parsed.data).toEqual(data);
  });

  it('the scenario cards are those of the scenarios (npm run content:check -- --write refreshes them)', () => {
    expect(scenarioCards()).toEqual(SCENARIOS.map(cardOf));
  });

  it('learning paths name only scenarios that exist', () => {
    for (const path of LEARNING_PATHS) {
      for (const id of path.scenarioIds) expect(SCENARIOS_BY_ID.has(id), `${path.id}: ${id}`).toBe(true);
    }
  });
});
