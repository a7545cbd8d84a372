import type { ScenarioContent } from '../../shared/schemas/scenario-content';

/**
 * What the functions that only name a scenario need of it (teams, challenges, learning paths):
 * its card, without the rubric the tutor reads. scenario-cards.json holds the card of every
 * scenario, written by `npm run content:check -- --write`; test/unit/content-canonical.test.ts
 * fails when it no longer matches the scenarios.
 */
export interface ScenarioCard {
  id: string;
  title: string;
  context: string;
  premium: boolean;
  skillIds: string[];
}

export function cardOf(scenario: ScenarioContent): ScenarioCard {
  return {
    id: scenario.id,
    title: scenario.title,
    context: scenario.context,
    premium: scenario.premium,
    skillIds: scenario.skillIds,
  };
}
