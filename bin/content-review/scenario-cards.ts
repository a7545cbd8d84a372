import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardOf } from '../../functions/content/scenario-card';
import { SCENARIOS } from '../../functions/content/scenarios';

/** functions/content/scenario-cards.json: every scenario's card, derived from the scenarios. */
export const SCENARIO_CARDS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../functions/content/scenario-cards.json',
);

export function scenarioCardsJson(): string {
  return `${JSON.stringify(SCENARIOS.map(cardOf), null, 2)}\n`;
}
