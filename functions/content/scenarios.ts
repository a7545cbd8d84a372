import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import core from './scenarios/scenarios-core.json' with { type: 'json' };
import setA from './scenarios/scenarios-a.json' with { type: 'json' };
import setB from './scenarios/scenarios-b.json' with { type: 'json' };
import setC from './scenarios/scenarios-c.json' with { type: 'json' };
import setD from './scenarios/scenarios-d.json' with { type: 'json' };
import setE from './scenarios/scenarios-e.json' with { type: 'json' };
import setF from './scenarios/scenarios-f.json' with { type: 'json' };
import setG from './scenarios/scenarios-g.json' with { type: 'json' };
import setH from './scenarios/scenarios-h.json' with { type: 'json' };
import setI from './scenarios/scenarios-i.json' with { type: 'json' };
import setJ from './scenarios/scenarios-j.json' with { type: 'json' };
import setK from './scenarios/scenarios-k.json' with { type: 'json' };
import setL from './scenarios/scenarios-l.json' with { type: 'json' };
import setM from './scenarios/scenarios-m.json' with { type: 'json' };
import setN from './scenarios/scenarios-n.json' with { type: 'json' };
import setO from './scenarios/scenarios-o.json' with { type: 'json' };
import { COGNITIVE_BIASES, MENTAL_MODELS } from './toolkit';

/**
 * The scenario library as versioned data, stored as its schema reads it (trimmed, concepts in
 * lower case). test/unit/content-canonical.test.ts validates every file, so no cold start
 * spends time on it.
 */
export const SCENARIOS: readonly ScenarioContent[] = [
  ...core,
  ...setA,
  ...setB,
  ...setC,
  ...setD,
  ...setE,
  ...setF,
  ...setG,
  ...setH,
  ...setI,
  ...setJ,
  ...setK,
  ...setL,
  ...setM,
  ...setN,
  ...setO,
] as ScenarioContent[];

export const SCENARIOS_BY_ID: ReadonlyMap<string, ScenarioContent> = new Map(SCENARIOS.map((s) => [s.id, s]));

const SKILL_NAMES = new Map([...MENTAL_MODELS, ...COGNITIVE_BIASES].map((item) => [item.id, item.name]));

/**
 * Every model and bias name in the toolkit, with the short form learners use ("survivorship"
 * for Survivorship Bias, "sunk cost" for the Sunk Cost Fallacy).
 */
export const SKILL_NAMES_AND_SHORT_FORMS: readonly string[] = [...SKILL_NAMES.values()].flatMap((name) => {
  const lower = name.toLowerCase();
  const short = lower
    .replace(/\b(bias|fallacy|effect|heuristic|neglect|law|problem|principle)\b/g, '')
    .replace(/^the\s+/, '')
    .trim();
  // A one-word short form is kept only when it names nothing else ("survivorship"); "outcome"
  // or "authority" on their own are ordinary words.
  const distinctive = short.includes(' ') || short === 'survivorship';
  return short && short !== lower && distinctive ? [lower, short] : [lower];
});

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
