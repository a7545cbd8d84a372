import type { ScenarioCard } from './scenario-card';
import cards from './scenario-cards.json' with { type: 'json' };

/** Every scenario's card (./scenario-card.ts), in library order: a small fraction of the scenarios' weight. */
export const SCENARIO_CARDS: readonly ScenarioCard[] = cards as ScenarioCard[];

export const SCENARIO_CARDS_BY_ID: ReadonlyMap<string, ScenarioCard> = new Map(
  SCENARIO_CARDS.map((card) => [card.id, card]),
);

const DIFFICULTY_ORDER = { BEGINNER: 0, INTERMEDIATE: 1, ADVANCED: 2 } as const;

/** Easiest first: by difficulty, then by the level a scenario unlocks at. */
export const SCENARIO_ORDER = (
  a: Pick<ScenarioCard, 'difficulty' | 'requiredLevel'>,
  b: Pick<ScenarioCard, 'difficulty' | 'requiredLevel'>,
): number =>
  DIFFICULTY_ORDER[a.difficulty] - DIFFICULTY_ORDER[b.difficulty] || a.requiredLevel - b.requiredLevel;

/** The cards of the scenarios that train a skill, easiest first. */
export function cardsForSkill(skillId: string): ScenarioCard[] {
  return SCENARIO_CARDS.filter((card) => card.skillIds.includes(skillId)).sort(SCENARIO_ORDER);
}
