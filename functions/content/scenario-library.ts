import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import { scenarioCard, scenarioCards } from './scenario-cards';
import { readLibrary, readShippedScenario, SHIPPED_SCENARIOS_DIR } from './scenario-files';

/**
 * A scenario's full content (rubric, ladders, hints), read when a request needs it and kept
 * for the container's life. Lists and names come from the cards (./scenario-cards.ts); only
 * starting a dialogue, the tutor's turns and the seeder read content.
 *
 * In a function's zip the content lies beside the bundle, one file per scenario
 * (functions/bundling.ts), so a cold start parses only the scenario it serves. Run from the
 * sources (the local server, the tests) there is no such folder and the library is read
 * whole, once.
 */
export type ScenarioReader = (id: string) => ScenarioContent | undefined;

/** Reads one scenario from a folder of `<id>.json` files. */
export function shippedReader(dir: string): ScenarioReader {
  return (id) => readShippedScenario(dir, id);
}

function libraryReader(): ScenarioReader {
  let byId: Map<string, ScenarioContent> | undefined;
  return (id) => {
    byId ??= new Map(readLibrary().map((scenario) => [scenario.id, scenario]));
    return byId.get(id);
  };
}

const shippedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), SHIPPED_SCENARIOS_DIR);
const read: ScenarioReader = existsSync(shippedDir) ? shippedReader(shippedDir) : libraryReader();
const loaded = new Map<string, ScenarioContent>();

/**
 * The content of a scenario the library holds, or undefined. Only ids with a card are read,
 * so a request's id never names a file of its own choosing.
 */
export function scenarioContent(id: string): ScenarioContent | undefined {
  if (!scenarioCard(id)) return undefined;
  let scenario = loaded.get(id);
  if (!scenario) {
    scenario = read(id);
    if (scenario) loaded.set(id, scenario);
  }
  return scenario;
}

/** Every scenario, in library order: the seeder writes them all. */
export function allScenarios(): ScenarioContent[] {
  return scenarioCards().map((card) => {
    const scenario = scenarioContent(card.id);
    if (!scenario) throw new Error(`Scenario ${card.id} has a card but no content`);
    return scenario;
  });
}
