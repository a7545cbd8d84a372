import { VECTOR_SIZE } from './sentence-encoder';
import fitted from './reply-prior.json' with { type: 'json' };

/**
 * How much a reply reads like a correct one in any scenario, from its sentence vector alone.
 *
 * The exemplar memory (./exemplars.ts) compares a reply with replies to the same scenario, so
 * it reads direction only where those replies happen to lie close. Across all scenarios,
 * correct replies and wrong-direction replies, denials and keyword lists also differ in how
 * they say things (hedged dismissals, "isn't really the issue", confident verdicts for the
 * trap, lists without a claim), and a logistic model over the 512 dimensions of the vector
 * learns that from every tuning set but the one the exemplar model is fitted on (so that the
 * fit sees this score as it is on unseen replies). Fitted by `npm run exemplars:fit`
 * (bench/fit-exemplar-weights.ts) into ./reply-prior.json; its log-odds are one of the exemplar
 * model's features (./exemplar-rule.ts), never a verdict on their own.
 */
export interface ReplyPrior {
  trainedOn: string[];
  weights: number[];
  bias: number;
}

export function priorLogit(vector: Float32Array, prior: ReplyPrior = fitted): number {
  let z = prior.bias;
  for (let i = 0; i < VECTOR_SIZE; i++) z += prior.weights[i]! * vector[i]!;
  return z;
}
