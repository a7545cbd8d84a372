import type { ScenarioContent } from '../../shared/schemas/scenario-content';

/**
 * What the functions that list or name a scenario need of it (the scenario lists, teams,
 * challenges, learning paths): its card, without the dialogue material the tutor reads.
 * scenario-cards.json holds the card of every scenario in library order, written by
 * `npm run content:check -- --write`; test/unit/content-canonical.test.ts fails when it no
 * longer matches the scenarios.
 */
export type ScenarioCard = Pick<
  ScenarioContent,
  | 'id'
  | 'title'
  | 'category'
  | 'context'
  | 'objective'
  | 'premium'
  | 'xpReward'
  | 'difficulty'
  | 'requiredLevel'
  | 'skillIds'
>;

export function cardOf(scenario: ScenarioContent): ScenarioCard {
  return {
    id: scenario.id,
    title: scenario.title,
    category: scenario.category,
    context: scenario.context,
    objective: scenario.objective,
    premium: scenario.premium,
    xpReward: scenario.xpReward,
    difficulty: scenario.difficulty,
    requiredLevel: scenario.requiredLevel,
    skillIds: scenario.skillIds,
  };
}
