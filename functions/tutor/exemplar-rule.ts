import type { RubricItem } from '../../shared/schemas/scenario-content';
import type { ExemplarEvidence } from './exemplars';
import type { TutorState } from './contract';
import type { Judgement, Reading } from './tutor-steps';

/**
 * What the exemplar memory (./exemplars.ts) adds to the rubric matcher's judgement of a reply.
 *
 * - Doubt: when fewer than DOUBT_BELOW of the reply's nearest exemplars (weighted) are correct
 *   replies, the words the matcher found earn nothing this turn. A wrong-direction argument or
 *   a denial that borrows the right words sits among the wrong-direction and denial exemplars.
 * - Trust: when more than TRUST_ABOVE of them are correct replies and the matcher credited
 *   nothing, the reply shows the unmet item whose insight or phrasings it is nearest to. It
 *   never overrides a wrong turn the matcher saw (a contradiction, a waved-away model, a
 *   misconception), a request for the answer, or a reply of fewer than three words.
 *
 * Both thresholds were set on the tuning sets and one fresh set, with the memory built from
 * the tuning sets only; docs/benchmarks.md reports them on a set written after them.
 */
export const DOUBT_BELOW = 0.3;
export const TRUST_ABOVE = 0.9;

export type ExemplarEffect = 'DOUBTED' | 'TRUSTED' | null;

export function weighEvidence(
  judgement: Judgement,
  reading: Reading,
  state: TutorState,
  rubric: readonly RubricItem[],
  evidence: ExemplarEvidence | undefined,
): ExemplarEffect {
  if (!evidence || reading.kind !== 'ANSWER') return null;
  const credited = judgement.newlyShown.length > 0 || judgement.partial !== null;
  if (credited && evidence.correctShare < DOUBT_BELOW) {
    judgement.credit = { ...state.credit };
    judgement.newlyShown = [];
    judgement.partial = null;
    return 'DOUBTED';
  }
  const wrongTurn = judgement.contradicted || judgement.rejected || judgement.misconception;
  const request = reading.seeking;
  const words = reading.analysis.words.length;
  if (judgement.newlyShown.length > 0 || wrongTurn || request || words < 3) return null;
  if (evidence.correctShare <= TRUST_ABOVE) return null;
  const unmet = rubric.filter((item) => (judgement.credit[item.id] ?? 0) < 1);
  const nearest = unmet.reduce<RubricItem | null>(
    (best, item) =>
      !best || (evidence.itemLikeness[item.id] ?? -1) > (evidence.itemLikeness[best.id] ?? -1) ? item : best,
    null,
  );
  if (!nearest) return null;
  judgement.credit = { ...judgement.credit, [nearest.id]: 1 };
  judgement.newlyShown = [nearest];
  judgement.partial = null;
  return 'TRUSTED';
}
