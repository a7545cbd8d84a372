import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIOS_BY_ID } from '../functions/content/scenarios';
import { openingTurn } from '../functions/tutor/opening';
import { featuresOf, FEATURE_NAMES, type ExemplarModel } from '../functions/tutor/exemplar-rule';
import { CORRECT_KINDS, exemplarMemory, textHash, weighReply } from '../functions/tutor/exemplars';
import { priorLogit, type ReplyPrior } from '../functions/tutor/reply-prior';
import { compiledFor } from '../functions/tutor/rubric-tutor';
import { judgeItems, readTurn } from '../functions/tutor/tutor-steps';
import { CORRECT_CATEGORIES, loadHeldOut, NON_CREDIT_CATEGORIES, TUNING_SETS } from './tutor-evaluation';

/**
 * `npm run exemplars:fit`: fits, in two steps, deterministically (the same sets give the same
 * weights):
 *
 * 1. the reply prior (functions/tutor/reply-prior.ts), a logistic regression over the sentence
 *    vectors of every tuning-set reply the exemplar memory holds, correct or not, except those of
 *    FIT_SET (Newton's method, L2 penalty PRIOR_PENALTY); writes functions/tutor/reply-prior.json;
 * 2. the exemplar model's weights (functions/tutor/exemplar-rule.ts) on FIT_SET, each reply
 *    played as a first turn and weighed against a memory without that set, as a reply nobody has
 *    labelled would be, with the prior of step 1, which has not seen it either. A logistic
 *    regression on the standardised features (gradient descent, L2 penalty). Writes
 *    functions/tutor/exemplar-weights.json.
 *
 * The fit set is the newest tuning set, which no matcher rule or rubric edit has been fitted to
 * (set J), so that the model learns how far the matcher can be trusted on replies it was not
 * tuned on. Set J's wrong-direction replies are also the most persuasive of all the sets (the
 * matcher alone credits 19% of them, against 9% of set I's): fitted on it, the model learns to
 * doubt the matcher where it is most often wrong. Chosen by two-fold cross-validation over set
 * J's scenarios: at the same recall, a model fitted on set J credited fewer wrong-direction
 * replies of the other half than one fitted on set G, or on both.
 */
export const FIT_SET = 'set-j';
const ITERATIONS = 3000;
const STEP = 0.5;
const PENALTY = 1e-3;
const PRIOR_PENALTY = 1;
const PRIOR_ITERATIONS = 10;

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const learner = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };

export function trainingRows(
  setName: (typeof TUNING_SETS)[number],
  prior: ReplyPrior,
): { x: number[][]; y: number[] } {
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
        const found = weighReply(memory, vector, setName);
        if (!found) continue;
        const evidence = { ...found, anywhere: priorLogit(vector, prior) };
        x.push(featuresOf(judgeItems(compiled, reading, state), reading, evidence));
        y.push(CORRECT_KINDS.has(kind) ? 1 : 0);
      }
    }
  }
  return { x, y };
}

/** Every reply vector the exemplar memory holds, labelled correct or not, but those of `excluded`. */
export function priorRows(excluded: string): { x: Float32Array[]; y: number[] } {
  const x: Float32Array[] = [];
  const y: number[] = [];
  for (const scenario of SCENARIOS_BY_ID.values()) {
    for (const reply of exemplarMemory(scenario.id)?.replies ?? []) {
      if (reply.set === excluded) continue;
      x.push(reply.vector);
      y.push(CORRECT_KINDS.has(reply.kind) ? 1 : 0);
    }
  }
  return { x, y };
}

/**
 * A logistic regression on raw vectors by Newton's method: each step solves (XᵀWX + λI) d = g
 * by Cholesky factorisation; the bias is not penalised.
 */
export function fitPrior(
  x: readonly Float32Array[],
  y: readonly number[],
  penalty = PRIOR_PENALTY,
  iterations = PRIOR_ITERATIONS,
): Omit<ReplyPrior, 'trainedOn'> {
  const d = x[0]!.length + 1;
  const w = new Float64Array(d);
  const row = new Float64Array(d);
  for (let step = 0; step < iterations; step++) {
    const hessian = new Float64Array(d * d);
    const gradient = new Float64Array(d);
    x.forEach((vector, i) => {
      row.set(vector);
      row[d - 1] = 1;
      let z = 0;
      for (let j = 0; j < d; j++) z += w[j]! * row[j]!;
      const p = 1 / (1 + Math.exp(-z));
      const weight = p * (1 - p);
      for (let j = 0; j < d; j++) {
        gradient[j]! += (p - y[i]!) * row[j]!;
        const wj = weight * row[j]!;
        if (wj === 0) continue;
        for (let k = 0; k <= j; k++) hessian[j * d + k]! += wj * row[k]!;
      }
    });
    for (let j = 0; j < d - 1; j++) {
      gradient[j]! += penalty * w[j]!;
      hessian[j * d + j]! += penalty;
    }
    const delta = choleskySolve(hessian, gradient, d);
    for (let j = 0; j < d; j++) w[j]! -= delta[j]!;
  }
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { weights: [...w.subarray(0, d - 1)].map(round), bias: round(w[d - 1]!) };
}

/** Solves A x = b for a symmetric positive definite A given by its lower triangle (row-major). */
function choleskySolve(a: Float64Array, b: Float64Array, d: number): Float64Array {
  const l = new Float64Array(d * d);
  for (let j = 0; j < d; j++) {
    let sum = a[j * d + j]!;
    for (let k = 0; k < j; k++) sum -= l[j * d + k]! ** 2;
    const diagonal = Math.sqrt(sum);
    l[j * d + j] = diagonal;
    for (let i = j + 1; i < d; i++) {
      let s = a[i * d + j]!;
      for (let k = 0; k < j; k++) s -= l[i * d + k]! * l[j * d + k]!;
      l[i * d + j] = s / diagonal;
    }
  }
  const z = new Float64Array(d);
  for (let i = 0; i < d; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * d + k]! * z[k]!;
    z[i] = s / l[i * d + i]!;
  }
  const solution = new Float64Array(d);
  for (let i = d - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < d; k++) s -= l[k * d + i]! * solution[k]!;
    solution[i] = s / l[i * d + i]!;
  }
  return solution;
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
  const started = performance.now();
  const rows = priorRows(FIT_SET);
  const prior: ReplyPrior = {
    trainedOn: TUNING_SETS.filter((name) => name !== FIT_SET),
    ...fitPrior(rows.x, rows.y),
  };
  writeFileSync(path.join(root, 'functions/tutor/reply-prior.json'), `${JSON.stringify(prior, null, 2)}\n`);
  console.log(
    `reply prior fitted on ${rows.x.length} replies of ${prior.trainedOn.join(', ')} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  const { x, y } = trainingRows(FIT_SET, prior);
  const model: ExemplarModel = { trainedOn: FIT_SET, features: [...FEATURE_NAMES], ...fitLogistic(x, y) };
  writeFileSync(
    path.join(root, 'functions/tutor/exemplar-weights.json'),
    `${JSON.stringify(model, null, 2)}\n`,
  );
  console.log(`fitted on ${x.length} replies of ${FIT_SET} (${y.filter(Boolean).length} correct)`);
}
