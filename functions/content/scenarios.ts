import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import { readLibrary } from './scenario-files';
import { SCENARIO_ORDER } from './scenario-cards';

export { skillName, SKILL_NAMES_AND_SHORT_FORMS } from './skill-names';

/**
 * The whole scenario library, read from its folder (functions/content/scenarios/), for the
 * tools, the tests and the bundling that splits it per scenario. Functions never load it
 * whole: they read scenarios through ./scenario-library.ts (test/unit/architecture.test.ts).
 * Stored as its schema reads it (trimmed, concepts in lower case);
 * test/unit/content-canonical.test.ts validates every file, so no cold start spends time on it.
 */
export const SCENARIOS: readonly ScenarioContent[] = readLibrary();

export const SCENARIOS_BY_ID: ReadonlyMap<string, ScenarioContent> = new Map(SCENARIOS.map((s) => [s.id, s]));

/** Scenarios that train a skill, easiest first. */
export function scenariosForSkill(skillId: string): ScenarioContent[] {
  return SCENARIOS.filter((s) => s.skillIds.includes(skillId)).sort(SCENARIO_ORDER);
}
