import { z } from 'zod';
import { scenarioContentSchema, type ScenarioContent } from '../../shared/schemas/scenario-content';
import core from './scenarios/scenarios-core.json' with { type: 'json' };
import setA from './scenarios/scenarios-a.json' with { type: 'json' };
import setB from './scenarios/scenarios-b.json' with { type: 'json' };
import setC from './scenarios/scenarios-c.json' with { type: 'json' };
import { COGNITIVE_BIASES, MENTAL_MODELS } from './toolkit';

/** The scenario library as versioned data, validated once at load. */
export const SCENARIOS: readonly ScenarioContent[] = z
  .array(scenarioContentSchema)
  .parse([...core, ...setA, ...setB, ...setC]);

export const SCENARIOS_BY_ID: ReadonlyMap<string, ScenarioContent> = new Map(SCENARIOS.map((s) => [s.id, s]));

const SKILL_NAMES = new Map([...MENTAL_MODELS, ...COGNITIVE_BIASES].map((item) => [item.id, item.name]));

export function skillName(skillId: string): string {
  return SKILL_NAMES.get(skillId) ?? skillId;
}

/** Scenarios that train a skill, easiest first. */
export function scenariosForSkill(skillId: string): ScenarioContent[] {
  const order = { BEGINNER: 0, INTERMEDIATE: 1, ADVANCED: 2 } as const;
  return SCENARIOS.filter((s) => s.skillIds.includes(skillId)).sort(
    (a, b) => order[a.difficulty] - order[b.difficulty] || a.requiredLevel - b.requiredLevel,
  );
}
