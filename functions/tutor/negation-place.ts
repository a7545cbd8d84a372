import { isNegator, type Analysis } from './language';
import type { Occurrence } from './terms';

/**
 * Where a negation stands relative to a rubric term the reply uses: directly on it ("not a halo
 * effect", "isn't urgent", "shouldn't be fast-tracked") or as the other side of a contrast ("a
 * sandwich cafe, not a steakhouse"). The rubric matcher reads denials from these.
 */

/**
 * The negator before an occurrence, past at most `reach` tokens of the parts of speech `over`
 * (articles and adjectives by default), in the same sentence; undefined when there is none.
 */
function negatorBefore(
  reply: Analysis,
  o: Occurrence,
  reach: number,
  over: readonly string[] = ['DET', 'ADJ'],
  negators: readonly string[] = ['not', "n't"],
): number | undefined {
  const tokens = reply.tokens;
  let k = o.start - 1;
  while (k >= 0 && o.start - k <= reach && over.includes(tokens[k]!.pos) && !isNegator(tokens[k]!)) k -= 1;
  const negator = tokens[k];
  const found =
    negator !== undefined &&
    negator.sentence === tokens[o.start]!.sentence &&
    negators.includes(negator.value);
  return found ? k : undefined;
}

/** Whether a "not" (or "n't") stands directly before an occurrence, past articles and adjectives. */
export const notBefore = (reply: Analysis, o: Occurrence) => negatorBefore(reply, o, Infinity) !== undefined;

/**
 * Whether a negation falls on the occurrence itself: "isn't urgent", "shouldn't be
 * fast-tracked", "isn't really an illusion", with at most three articles, adjectives, adverbs
 * or auxiliaries between.
 */
export const negationFallsOn = (reply: Analysis, o: Occurrence) =>
  negatorBefore(reply, o, 3, ['DET', 'ADJ', 'ADV', 'AUX'], ['not', "n't", 'never']) !== undefined;

/**
 * "X, not Y" and "X rather than Y": the occurrence follows a bare "not" (an article or
 * adjective between at most) that opens its phrase after a comma, "and", "but" or a dash.
 */
export function contrasted(reply: Analysis, o: Occurrence): boolean {
  const k = negatorBefore(reply, o, 2);
  return (
    k !== undefined &&
    reply.tokens[k]!.value === 'not' &&
    [',', 'and', 'but', '-', ';'].includes(reply.tokens[k - 1]?.value ?? '')
  );
}
