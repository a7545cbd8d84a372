import type { ScenarioCard } from './scenario-card';
import cards from './scenario-cards.json' with { type: 'json' };

/** Every scenario's card (./scenario-card.ts), by id: a small fraction of the scenarios' weight. */
export const SCENARIO_CARDS_BY_ID: ReadonlyMap<string, ScenarioCard> = new Map(
  (cards as ScenarioCard[]).map((card) => [card.id, card]),
);
