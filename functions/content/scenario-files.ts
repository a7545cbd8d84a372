import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScenarioContent } from '../../shared/schemas/scenario-content';

/**
 * Where scenario content lives on disk. The library is every scenarios-*.json file of
 * functions/content/scenarios/ (a new file needs no code); a function that plays scenarios
 * ships it beside its bundle split into one file per scenario (functions/bundling.ts), so a
 * cold start reads only the scenario a request names.
 */
export const LIBRARY_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scenarios');

/** The folder beside a function's bundle that holds `<scenario id>.json` for every scenario. */
export const SHIPPED_SCENARIOS_DIR = 'scenario-content';

const LIBRARY_FILE = /^scenarios-[a-z0-9]+\.json$/;
const CORE_FILE = 'scenarios-core.json';

/** The library's files: the core set first, then the others by name. */
export function libraryFiles(dir: string = LIBRARY_DIR): string[] {
  const rank = (name: string) => (name === CORE_FILE ? '' : name);
  return readdirSync(dir)
    .filter((name) => LIBRARY_FILE.test(name))
    .sort((a, b) => (rank(a) < rank(b) ? -1 : 1))
    .map((name) => path.join(dir, name));
}

/** Every scenario of the library, in library order, as stored (validated by the content tests). */
export function readLibrary(dir: string = LIBRARY_DIR): ScenarioContent[] {
  return libraryFiles(dir).flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as ScenarioContent[]);
}

/** One scenario from a shipped folder: `<dir>/<id>.json`. */
export function readShippedScenario(dir: string, id: string): ScenarioContent {
  return JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as ScenarioContent;
}
