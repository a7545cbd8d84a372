import type { Token } from './language';
import { endorses } from './stance-words';

/**
 * Actions a reply names without proposing them: an option set aside ("instead of reminding
 * harder") and an action weighed as the subject of its clause ("giving it to Tom would reward
 * visibility"). The rubric matcher does not read either as the learner's own proposal.
 */

/** Where the clause of token `from` ends: the first token of another clause or sentence. */
function clauseEnd(tokens: readonly Token[], from: number): number {
  const { sentence, clause } = tokens[from]!;
  let end = from;
  while (end < tokens.length && tokens[end]!.sentence === sentence && tokens[end]!.clause === clause)
    end += 1;
  return end;
}

/**
 * "instead of", "rather than", "out of", "before", and "than" in a comparison ("more useful than
 * calling the news"): what follows is an option set aside.
 */
const SETTING_ASIDE: ReadonlyArray<readonly [string, string | null]> = [
  ['instead', 'of'],
  ['rather', 'than'],
  ['out', 'of'],
  ['before', null],
  ['than', null],
];

/**
 * An option set aside: "instead of [reminding harder]", "talk her out of [calling the news]",
 * "before [changing anything]". The action after the marker, to the end of its clause, is
 * weighed, not proposed, so it is marked as not the learner's claim, like a quotation.
 */
export function markSetAside(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const marker = SETTING_ASIDE.find(
      ([first, second]) => t.value === first && (second === null || tokens[i + 1]?.value === second),
    );
    if (!marker) return;
    const k = i + (marker[1] === null ? 1 : 2);
    // "before you plow the strip": the action after its subject is weighed, not proposed (a
    // misconception may still be voiced there: "before we fall behind").
    if (marker[0] === 'before' && ['PRON', 'PROPN'].includes(tokens[k]?.pos ?? '')) {
      const verb = [k + 1, k + 2].find((j) => tokens[j]?.pos === 'VERB' && tokens[j]!.clause === t.clause);
      if (verb !== undefined && tokens.slice(k + 1, verb).every((u) => u.pos === 'AUX' || u.pos === 'ADV'))
        for (let j = k; j < clauseEnd(tokens, k); j += 1) tokens[j]!.weighed = true;
      return;
    }
    const gerund = tokens[k];
    if (!gerund || gerund.sentence !== t.sentence) return;
    // "rather than sign today" and "I'd rather ask than raise the pot" take the bare verb; the
    // others take the "-ing" form, which the tagger sometimes reads as a noun ("instead of warning him").
    const rather =
      marker[0] === 'rather' ||
      (marker[0] === 'than' &&
        tokens.slice(0, i).some((u) => u.sentence === t.sentence && u.value === 'rather'));
    const isGerund = gerund.value.endsWith('ing') && ['VERB', 'AUX', 'NOUN'].includes(gerund.pos);
    if (!(isGerund || (rather && ['VERB', 'AUX'].includes(gerund.pos)))) return;
    // "before blaming the kid or buying a camera": a gerund joined by "or"/"and" is set aside too.
    let end = clauseEnd(tokens, k);
    while (
      ['or', 'and'].includes(tokens[end]?.value ?? '') &&
      tokens[end]!.sentence === t.sentence &&
      tokens[end + 1]?.value.endsWith('ing') &&
      tokens[end + 1]!.pos === 'VERB'
    )
      end = clauseEnd(tokens, end + 1);
    for (let j = k; j < end; j += 1) tokens[j]!.quoted = true;
  });
}

/**
 * An action named as the subject of its clause is weighed, not proposed: "[giving it to Tom]
 * would reward visibility", "[plowing the strip] is hard to undo". Unless what is said of it
 * endorses it ("... is the smart move"), the action is marked as weighed: not a proposal that
 * contradicts an item (a misconception may still be voiced that way: "quitting wastes the fee").
 */
export function markWeighedActions(tokens: Token[]): void {
  tokens.forEach((gerund, i) => {
    const before = tokens[i - 1];
    const opensClause = !before || before.sentence !== gerund.sentence || before.clause !== gerund.clause;
    if (!opensClause || gerund.pos !== 'VERB' || !gerund.value.endsWith('ing')) return;
    // The subject runs to the clause's first finite verb or auxiliary; the rest is said of it.
    const last = clauseEnd(tokens, i);
    let end = i + 1;
    while (
      end < last &&
      tokens[end]!.pos !== 'AUX' &&
      !(tokens[end]!.pos === 'VERB' && !tokens[end]!.value.endsWith('ing'))
    )
      end += 1;
    if (end === last || end === i + 1) return;
    for (let j = end; j < last; j += 1) if (endorses(tokens, j)) return;
    for (let j = i; j < end; j += 1) tokens[j]!.weighed = true;
  });
}
