import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readLibrary, SHIPPED_SCENARIOS_DIR } from './content/scenario-files';

/**
 * What a function's zip holds beside its bundle rather than inlined into it.
 *
 * The English model of the tutor's NLP (wink-eng-lite-web-model) is 3.5 MB of JSON files: Node
 * reads them from their own files with JSON.parse several times faster than it parses the
 * same data inlined into the bundle as JavaScript. Only the functions that run the tutor or
 * score assessments carry the model (test/unit/architecture.test.ts holds them to this list);
 * lib/constructs/app-function.ts installs it into their zips and bench/cold-start.ts does the same.
 */
export const NLP_MODEL_PACKAGE = 'wink-eng-lite-web-model';

export const NLP_MODEL_ENTRIES: readonly string[] = [
  'functions/workers/score-assessment.ts',
  'functions/workers/tutor-turn.ts',
];

/** The packages installed beside the bundle of a function's entry (a path from the repository root). */
export function installedPackages(entry: string): string[] {
  return NLP_MODEL_ENTRIES.includes(entry) ? [NLP_MODEL_PACKAGE] : [];
}

/**
 * The functions that read scenario content (functions/content/scenario-library.ts): their zips
 * hold the library split into one JSON file per scenario, so a cold start reads and parses only
 * the scenario a request needs instead of the whole library. test/unit/architecture.test.ts
 * holds the functions that import the library to this list.
 */
export const SCENARIO_CONTENT_ENTRIES: readonly string[] = [
  'functions/content/seed.ts',
  'functions/handlers/scenarios.ts',
  'functions/workers/tutor-turn.ts',
];

export function shipsScenarioContent(entry: string): boolean {
  return SCENARIO_CONTENT_ENTRIES.includes(entry);
}

/**
 * Writes the library (functions/content/scenarios/, the one source of the content) as
 * `<outDir>/scenario-content/<id>.json`, the folder scenario-library.ts reads beside the bundle.
 * The stacks run it after bundling (bin/ship-scenarios.ts); bench/cold-start.ts calls it too.
 */
export function writeShippedScenarios(outDir: string): string {
  const dir = path.join(outDir, SHIPPED_SCENARIOS_DIR);
  mkdirSync(dir, { recursive: true });
  for (const scenario of readLibrary()) writeFileSync(path.join(dir, `${scenario.id}.json`), JSON.stringify(scenario));
  return dir;
}
