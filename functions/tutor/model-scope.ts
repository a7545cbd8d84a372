import type { Analysis } from './language';
import { affirmed, asserted, type Term } from './terms';

/**
 * A model or bias defined away: the learner makes it the subject of a definition that fences
 * it off from the case at hand, then argues past it. Two shapes:
 *
 * - what it *would* take: "Overconfidence would be saying 100 percent", "Anchoring would be just
 *   copying his number", "The curse of knowledge would mean I went too slow";
 * - what it is *about*, granted and then turned: "Goodhart's law is about metrics nobody cares
 *   about, but ...", "Status quo bias is real, but here ...", "Diminishing returns just means
 *   slower growth, but ...".
 *
 * A learner who uses the idea applies it to the case ("Anchoring means Victor's two weeks set the
 * frame"); one who fences it off this way argues against the lesson, whatever else they name.
 */

/** Words that may sit between the name and its definition: "is really only about". */
const HEDGES = new Set([
  'only',
  'just',
  'really',
  'mostly',
  'basically',
  'supposedly',
  'technically',
  'usually',
]);
/** After "would": what it would take or mean. */
const WOULD = new Set(['be', 'mean', 'have', 'require', 'need', 'look', 'apply']);
/** After "is": what it is about, for, or that it is real. */
const ABOUT = new Set(['about', 'when', 'for', 'real', 'true', 'valid']);
/** Verbs that define by themselves: "just means", "only applies to", "exists". */
const DEFINING = new Set(['mean', 'apply', 'exist']);
const TURNS = new Set(['but', 'however', 'except', 'yet']);

export function narrowsModel(reply: Analysis, names: readonly Term[]): boolean {
  const { tokens } = reply;
  return names.some((name) =>
    asserted(reply, affirmed(reply, name)).some((o) => {
      // The name is the subject: nothing but an article before it in its clause.
      for (let k = o.start - 1; k >= 0; k -= 1) {
        const t = tokens[k]!;
        if (t.sentence !== o.sentence || t.clause !== o.clause) break;
        if (t.isWord && t.pos !== 'DET') return false;
      }
      let k = o.end;
      let hedged = false;
      const next = () => {
        while (tokens[k] && tokens[k]!.sentence === o.sentence && HEDGES.has(tokens[k]!.value)) {
          hedged = true;
          k += 1;
        }
        return tokens[k]?.sentence === o.sentence ? tokens[k] : undefined;
      };
      const first = next();
      if (!first) return false;
      if (first.value === 'would') {
        k += 1;
        const what = next();
        return what !== undefined && WOULD.has(what.lemma);
      }
      // "means" and "applies" fence the idea off only when hedged ("just means slower growth"):
      // "sunk cost means letting the $600 decide, but ..." applies it.
      let defines = DEFINING.has(first.lemma) && (hedged || first.lemma === 'exist');
      if (first.lemma === 'be') {
        k += 1;
        const what = next();
        defines = what !== undefined && ABOUT.has(what.value);
      }
      if (!defines) return false;
      // ... and then turned: "but", "however" later in the same sentence.
      return tokens.slice(k + 1).some((t) => t.sentence === o.sentence && TURNS.has(t.value));
    }),
  );
}
