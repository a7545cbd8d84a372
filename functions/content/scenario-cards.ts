import { readFileSync } from 'node:fs';
import type { ScenarioCard } from './scenario-card';

/**
 * Every scenario's card (./scenario-card.ts), in library order: a small fraction of the
 * scenarios' weight, read and parsed when a request first needs one and kept for the
 * container's life. The file lies beside this module in the sources and beside the bundle in
 * the zips of the functions that name scenarios (functions/bundling.ts): JSON.parse reads it
 * far faster than Node would compile the same data inlined into the bundle.
 */
export const SCENARIO_CARDS_FILE_NAME = 'scenario-cards.json';

let cards: readonly ScenarioCard[] | undefined;
let byId: ReadonlyMap<string, ScenarioCard> | undefined;

export function scenarioCards(): readonly ScenarioCard[] {
  cards ??= JSON.parse(
    readFileSync(new URL(`./${SCENARIO_CARDS_FILE_NAME}`, import.meta.url), 'utf8'),
  ) as ScenarioCard[];
  return cards;
}

/** The card of a scenario the library holds, or undefined. */
export function scenarioCard(id: string): ScenarioCard | undefined {
  byId ??= new Map(scenarioCards().map((card) => [card.id, card]));
  return byId.get(id);
}

const DIFFICULTY_ORDER = { BEGINNER: 0, INTERMEDIATE: 1, ADVANCED: 2 } as const;

/** Easiest first: by difficulty, then by the level a scenario unlocks at. */
export const SCENARIO_ORDER = (
  a: Pick<ScenarioCard, 'difficulty' | 'requiredLevel'>,
  b: Pick<ScenarioCard, 'difficulty' | 'requiredLevel'>,
): number =>
  DIFFICULTY_ORDER[a.difficulty] - DIFFICULTY_ORDER[b.difficulty] || a.requiredLevel - b.requiredLevel;

/** The cards of the scenarios that train a skill, easiest first. */
export function cardsForSkill(skillId: string): ScenarioCard[] {
  return scenarioCards()
    .filter((card) => card.skillIds.includes(skillId))
    .sort(SCENARIO_ORDER);
}
