import type { Token } from './language';

/**
 * Words that tell where the learner stands on an action: what calls it right, and what opens
 * the learner's own decision to take it. Shared by the weighed-action, trap-option, verdict and
 * concession rules.
 */

/**
 * What calls an action or an option right: "[switching all 400 acres] is the smart move", "[the
 * streak app] is the best fix", "[chemicals] are reliable", "[the fee] will pay off".
 */
const ENDORSING: ReadonlySet<string> = new Set(
  (
    'right smart best better fine sensible sense worth answer solution fix safe safer safest wise good ' +
    'great reasonable justified correct solid obvious reliable accurate practical proven effective ' +
    'pay work help'
  ).split(' '),
);

/** Whether token `i` calls what it is said of right; "way" only as "the way" or "the only way", not "way off". */
export function endorses(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (ENDORSING.has(t.lemma) || ENDORSING.has(t.value)) return true;
  return t.value === 'way' && ['the', 'only'].includes(tokens[i - 1]?.value ?? '');
}

/** Words that open a sentence or a clause without changing who decides: "So, sign.", "And sign." */
export const LEADS: ReadonlySet<string> = new Set(
  'so just and but ok okay yes yeah honestly simply'.split(' '),
);
/** Adverbs that leave a decision a decision: "I'd still sign", "we should probably pivot". */
const HEDGES = new Set('still just probably definitely really absolutely honestly simply'.split(' '));
/** What opens the learner's own decision, by lemma: nothing (a command), "I'd", "we should", "let's". */
const DECIDING = new Set(
  ['', 'i would', 'we would', 'i will', 'we will', 'i should', 'we should', 'i must', 'we must']
    .concat(['i need to', 'we need to', 'i have to', 'we have to', 'let us', 'time to', 'i be go to'])
    .concat(['we be go to', "i'm go to", 'i be gonna', "i'm gonna", 'we be gonna']),
);

/**
 * The words before a verb, when they open the learner's own decision ("", "I'd", "so we have
 * to", "let's"): their lemmas without leads and hedges; otherwise null ("my plan was to").
 */
export function decisionLead(before: readonly Token[]): string[] | null {
  const lead = before
    .filter((t) => t.isWord && !LEADS.has(t.value) && !HEDGES.has(t.value))
    .map((t) => t.lemma);
  return DECIDING.has(lead.join(' ')) ? lead : null;
}
