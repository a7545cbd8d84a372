/**
 * Packages a function ships installed beside its bundle rather than inlined into it. The
 * English model of the tutor's NLP (wink-eng-lite-web-model) is 3.5 MB of JSON files: Node
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
