import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIOS_BY_ID } from '../functions/content/scenarios';
import { openingTurn } from '../functions/tutor/opening';
import { featuresOf, FEATURE_NAMES, type ExemplarModel } from '../functions/tutor/exemplar-rule';
import { CORRECT_KINDS, exemplarMemory, textHash, weighReply } from '../functions/tutor/exemplars';
import { compiledFor } from '../functions/tutor/rubric-tutor';
import { judgeItems, readTurn } from '../functions/tutor/tutor-steps';
import { CORRECT_CATEGORIES, loadHeldOut, NON_CREDIT_CATEGORIES, TUNING_SETS } from './tutor-evaluation';

/**
 * `npm run exemplars:fit`: fits the exemplar model's weights (functions/tutor/exemplar-rule.ts)
 * to one tuning set, FIT_SET, each reply played as a first turn and weighed against a memory
 * without that set, as a reply nobody has labelled would be. A logistic regression on the
 * standardised features (gradient descent, L2 penalty), deterministic: the same set gives the
 * same weights. Writes functions/tutor/exemplar-weights.json.
 *
 * The fit set is the tuning set the matcher was tuned on least (set G: its figures were read in
 * aggregate only before it joined the tuning sets), so that the model learns how far the matcher
 * can be trusted on replies it was not fitted to.
 */
export const FIT_SET = 'set-g';
const ITERATIONS = 3000;
const STEP = 0.5;
const PENALTY = 1e-3;

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const learner = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };

export function trainingRows(setName: (typeof TUNING_SETS)[number]): { x: number[][]; y: number[] } {
  const x: number[][] = [];
  const y: number[] = [];
  for (const entry of loadHeldOut(setName).scenarios) {
    const scenario = SCENARIOS_BY_ID.get(entry.scenarioId);
    const memory = exemplarMemory(entry.scenarioId);
    if (!scenario || !memory) continue;
    const compiled = compiledFor(scenario);
    const vectors = new Map(memory.replies.map((r) => [r.hash, r.vector]));
    for (const kind of [...CORRECT_CATEGORIES, ...NON_CREDIT_CATEGORIES]) {
      for (const text of entry.replies[kind] ?? []) {
        const state = openingTurn(scenario, learner).state;
        const reading = readTurn(compiled, text, state);
        const vector = vectors.get(textHash(text));
        if (reading.kind !== 'ANSWER' || !vector) continue;
        const evidence = weighReply(memory, vector, setName);
        if (!evidence) continue;
        x.push(featuresOf(judgeItems(compiled, reading, state), reading, evidence));
        y.push(CORRECT_KINDS.has(kind) ? 1 : 0);
      }
    }
  }
  return { x, y };
}

export function fitLogistic(x: number[][], y: number[]): Omit<ExemplarModel, 'trainedOn' | 'features'> {
  const n = x.length;
  const d = x[0]!.length;
  const mean = Array.from({ length: d }, (_, j) => x.reduce((s, row) => s + row[j]!, 0) / n);
  const scale = mean.map((m, j) => Math.sqrt(x.reduce((s, row) => s + (row[j]! - m) ** 2, 0) / n) || 1);
  const z = x.map((row) => row.map((v, j) => (v - mean[j]!) / scale[j]!));
  const weights = new Array<number>(d).fill(0);
  let bias = 0;
  for (let step = 0; step < ITERATIONS; step++) {
    const gradient = new Array<number>(d).fill(0);
    let gradientBias = 0;
    for (let i = 0; i < n; i++) {
      const row = z[i]!;
      let logit = bias;
      for (let j = 0; j < d; j++) logit += weights[j]! * row[j]!;
      const error = 1 / (1 + Math.exp(-logit)) - y[i]!;
      for (let j = 0; j < d; j++) gradient[j]! += error * row[j]!;
      gradientBias += error;
    }
    for (let j = 0; j < d; j++) weights[j]! -= STEP * (gradient[j]! / n + PENALTY * weights[j]!);
    bias -= STEP * (gradientBias / n);
  }
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { mean: mean.map(round), scale: scale.map(round), weights: weights.map(round), bias: round(bias) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { x, y } = trainingRows(FIT_SET);
  const model: ExemplarModel = { trainedOn: FIT_SET, features: [...FEATURE_NAMES], ...fitLogistic(x, y) };
  writeFileSync(
    path.join(root, 'functions/tutor/exemplar-weights.json'),
    `${JSON.stringify(model, null, 2)}\n`,
  );
  console.log(`fitted on ${x.length} replies of ${FIT_SET} (${y.filter(Boolean).length} correct)`);
}
