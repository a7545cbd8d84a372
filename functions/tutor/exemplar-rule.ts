import type { RubricItem } from '../../shared/schemas/scenario-content';
import { correctShare, type ExemplarEvidence } from './exemplars';
import type { TutorState } from './contract';
import type { Judgement, Reading } from './tutor-steps';
import fitted from './exemplar-weights.json' with { type: 'json' };

/**
 * What the exemplar memory (./exemplars.ts) adds to the rubric matcher's judgement of a reply.
 *
 * A logistic model weighs, together, what the matcher found (full or partial credit, a
 * contradiction, a waved-away model, a misconception, a denial, how many concept groups met,
 * likeness to a phrasing) and where the reply falls among the scenario's labelled exemplars
 * (the share of each kind among its nearest neighbours, how near the nearest correct and wrong
 * ones are, how near the nearest rubric text is). Its weights (./exemplar-weights.json) are
 * fitted by `npm run exemplars:fit` (bench/fit-exemplar-weights.ts) on one tuning set, weighed
 * against a memory without it; the fresh set never takes part.
 *
 * - A reply the model finds credible (above CREDIBLE_ABOVE) keeps the matcher's credit, or,
 *   when the matcher credited nothing, shows the unmet item whose insight or phrasings it is
 *   nearest to.
 * - Below it, the words the matcher found earn nothing this turn, unless the reply all but
 *   repeats the credited item's own insight or phrasing (RESTATES_AT).
 * - A reply the matcher read as a wrong turn (a contradicting claim, a waved-away model, a
 *   misconception) earns credit only when the model is all but sure (above OVERRULE_ABOVE):
 *   the matcher's contradiction lists also catch correct replies that quote, question or
 *   report the trap's claim.
 * - A reply under a fifth of whose nearest neighbours (by weight) are correct replies is never
 *   credible: a short list of the right words ("sunk cost vendor 600,000 nine months testers")
 *   meets many concept groups, and sits among keyword lists.
 * - A plea for the answer never gains credit from it, nor does a reply of fewer than three
 *   words; a reply of three words, or of more without a verb, only when the model is all but
 *   sure (above TERSE_ABOVE) and it negates, compares or contrasts: terse correct replies often
 *   have no verb the tagger sees ("noise, not a drop", "Still 1 in 8. Not due.").
 */
export const CREDIBLE_ABOVE = 0.6;
export const OVERRULE_ABOVE = 0.9;
/** New credit for a reply that is short or has no verb needs this much (see makesAClaim). */
export const TERSE_ABOVE = 0.9;
/** Under this weighted share of correct neighbours a reply is never credible, whatever its words. */
export const CORRECT_SHARE_FLOOR = 0.2;

/** The model's inputs, in the order of its weights. */
export const FEATURE_NAMES = [
  'full',
  'partial',
  'contradicted',
  'rejected',
  'misconception',
  'denied',
  'seeking',
  'groups met',
  'phrasing likeness',
  'correct share',
  'wrong-direction share',
  'denial share',
  'keyword share',
  'steering share',
  'off-topic share',
  'nearest correct',
  'nearest wrong',
  'nearest other',
  'nearest rubric text',
  'correct minus wrong',
  'correct minus other',
  'log words',
  'full x correct share',
  'partial x correct share',
  'wrong turn x correct share',
  'correct anywhere',
] as const;

export interface ExemplarModel {
  trainedOn: string;
  features: readonly string[];
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

export function featuresOf(judgement: Judgement, reading: Reading, evidence: ExemplarEvidence): number[] {
  const matches = [...judgement.matches.values()];
  const full = judgement.newlyShown.length > 0 ? 1 : 0;
  const partial = judgement.partial ? 1 : 0;
  const wrongTurn = judgement.contradicted || judgement.rejected || judgement.misconception ? 1 : 0;
  const share = (kind: string) => evidence.kindShares[kind] ?? 0;
  const correct = correctShare(evidence);
  const nearestText = Math.max(-1, ...Object.values(evidence.itemLikeness));
  return [
    full,
    partial,
    judgement.contradicted ? 1 : 0,
    judgement.rejected ? 1 : 0,
    judgement.misconception ? 1 : 0,
    matches.some((m) => m.denied) ? 1 : 0,
    reading.seeking ? 1 : 0,
    Math.max(0, ...matches.map((m) => m.hits / Math.max(1, m.minConcepts))),
    Math.max(0, ...matches.map((m) => m.similarity)),
    correct,
    share('wrongDirection'),
    share('denial'),
    share('keywords'),
    share('steering'),
    share('offTopic'),
    evidence.nearestCorrect,
    evidence.nearestWrong,
    evidence.nearestOther,
    nearestText,
    evidence.nearestCorrect - evidence.nearestWrong,
    evidence.nearestCorrect - evidence.nearestOther,
    Math.log1p(reading.analysis.words.length),
    full * correct,
    partial * correct,
    wrongTurn * correct,
    evidence.anywhere,
  ];
}

/** The model's probability that a reply with these features is a correct one. */
export function credibility(features: readonly number[], model: ExemplarModel = fitted): number {
  let z = model.bias;
  features.forEach((x, i) => {
    z += model.weights[i]! * ((x - model.mean[i]!) / model.scale[i]!);
  });
  return 1 / (1 + Math.exp(-z));
}

/**
 * Words that make a claim without a verb: a negation, a comparison, a contrast or an order
 * ("noise, not a drop", "$36k now vs $144k in 2 years", "down 8, up 11, net worse", "check the
 * expiry date first").
 */
const VERBLESS_CLAIM =
  /(\b(not|no|never|nothing|none|than|more|less|fewer|worse|better|only|just|still|too|instead|without|vs|versus|up|down|before|after|first)\b|n't\b|[≠=<>→])/i;

/**
 * Credit the matcher did not give needs a reply that says something: four words or more, one
 * of them a verb; or, when the model is all but sure (p above TERSE_ABOVE), three words or more
 * that negate, compare or contrast (VERBLESS_CLAIM), since the tagger misses the verbs of
 * terse replies or they have none. Terms alone ("9k gone", "ego and gone") sit near terse
 * correct replies, but claim nothing.
 */
function makesAClaim(reading: Reading, p: number): boolean {
  const { words } = reading.analysis;
  if (words.length >= 4 && words.some((w) => w.pos === 'VERB' || w.pos === 'AUX')) return true;
  return words.length >= 3 && p > TERSE_ABOVE && VERBLESS_CLAIM.test(reading.text);
}

/**
 * A reply the matcher credited that all but repeats one of the credited item's own texts (its
 * insight or a phrasing, cosine at least RESTATES_AT) keeps its credit whatever its
 * neighbourhood: the rubric's author wrote that text as a correct answer. None of the 19,635
 * keyword, wrong-direction and denial replies of tuning sets A to K comes within 0.95 of a
 * rubric text (one comes within 0.9).
 */
export const RESTATES_AT = 0.95;
function restatesRubric(judgement: Judgement, evidence: ExemplarEvidence): boolean {
  const items = judgement.partial ? [...judgement.newlyShown, judgement.partial] : judgement.newlyShown;
  return items.some((item) => (evidence.itemLikeness[item.id] ?? -1) >= RESTATES_AT);
}

export function weighEvidence(
  judgement: Judgement,
  reading: Reading,
  state: TutorState,
  rubric: readonly RubricItem[],
  evidence: ExemplarEvidence | undefined,
): void {
  if (!evidence || reading.kind !== 'ANSWER') return;
  const p =
    correctShare(evidence) < CORRECT_SHARE_FLOOR ? 0 : credibility(featuresOf(judgement, reading, evidence));
  const credited = judgement.newlyShown.length > 0 || judgement.partial !== null;
  const wrongTurn = judgement.contradicted || judgement.rejected || judgement.misconception;
  if (credited) {
    if (p > CREDIBLE_ABOVE || restatesRubric(judgement, evidence)) return;
    judgement.credit = { ...state.credit };
    judgement.newlyShown = [];
    judgement.partial = null;
    return;
  }
  if (reading.seeking || !makesAClaim(reading, p)) return;
  if (p <= (wrongTurn ? OVERRULE_ABOVE : CREDIBLE_ABOVE)) return;
  const unmet = rubric.filter((item) => (judgement.credit[item.id] ?? 0) < 1);
  const nearest = unmet.reduce<RubricItem | null>(
    (best, item) =>
      !best || (evidence.itemLikeness[item.id] ?? -1) > (evidence.itemLikeness[best.id] ?? -1) ? item : best,
    null,
  );
  if (!nearest) return;
  judgement.credit = { ...judgement.credit, [nearest.id]: 1 };
  judgement.newlyShown = [nearest];
  judgement.partial = null;
  judgement.contradicted = null;
  judgement.rejected = false;
  judgement.misconception = undefined;
}
