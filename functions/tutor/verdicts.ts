import type { Analysis } from './language';
import { decisionLead, LEADS } from './stance-words';
import { term, type Occurrence, type Term } from './terms';

/**
 * The trap's verdict said as the learner's own decision. Scenario authors write an item's
 * verdicts in the first person ("i'd renew the pass"); the same decision also comes as a command
 * ("Renew the pass.") or after another first-person lead ("we should renew the pass").
 */
const FIRST_PERSON =
  /^(?:i'd|i would|i'll|i will|we'd|we should|we'll|we will|let's|i should|i'm going to)\s+(?!be\b|have\b|let\b|rather\b|still\b|just\b)(.+)$/;

export function imperativesOf(contradictions: string[]): Term[] {
  return contradictions.flatMap((c) => {
    const rest = FIRST_PERSON.exec(c)?.[1];
    return rest ? [term(rest)] : [];
  });
}

/** What makes a step conditional: "order 130 if it sells", "sign once it's checked". */
const CONDITIONS = new Set(['if', 'unless', 'once', 'until', 'after', 'when']);

/**
 * The occurrence is the learner's own decision: it opens a clause ("Sign today.", "So, sign.",
 * "..., so we have to pivot") alone or after a first-person lead, in a sentence that is not a
 * question, as the verb itself ("Settling is $17,000" weighs an action; "Reply-all would
 * backfire" judges one) and not one side of a choice ("win or lose, ...").
 */
export function opensVerdict(reply: Analysis, o: Occurrence): boolean {
  const tokens = reply.tokens;
  const sentence = reply.sentences[o.sentence]!;
  if (tokens[sentence.end - 1]?.value === '?' || sentence.list) return false;
  const first = tokens[o.start]!;
  let k = o.start - 1;
  while (k >= sentence.start && tokens[k]!.clause === first.clause) k -= 1;
  const clause = tokens.slice(k + 1, o.start);
  const lead = decisionLead(clause);
  // A one-word verdict ("i should pour" -> "pour") stands as a bare command only: after another
  // lead it may be a step of a plan ("and I'd pour 600").
  if (!lead || (lead.length > 0 && o.term.tokens.length === 1)) return false;
  // A bare command opens the sentence, or follows "so", "but", a colon or a semicolon: after
  // "and" it carries on someone else's verb ("I do messages and pour 20"), after "then" it is the
  // next step of a plan ("test it, then order 130").
  const opensSentence = tokens.slice(sentence.start, k + 1).every((t) => !t.isWord || LEADS.has(t.value));
  const turns =
    ['so', 'but'].includes(clause.find((t) => t.isWord)?.value ?? '') ||
    [';', ':'].includes(clause[0]?.value ?? '');
  if (lead.length === 0 && !opensSentence && !turns) return false;
  if (first.value !== o.term.tokens[0]!.value || tokens[o.end]?.value === 'or') return false;
  // A one-word verdict is the whole command ("Stay.", "Sign it.", "Hire now."), not the opening of
  // another ("Replace the standup with a written update").
  const rest = tokens.filter((t, i) => i >= o.end && t.clause === first.clause && t.isWord);
  if (
    o.term.tokens.length === 1 &&
    !(rest.length === 0 || (rest.length === 1 && ['PRON', 'ADV'].includes(rest[0]!.pos)))
  )
    return false;
  // "... order 130 if it sells", "sign once the inspection is back": a step under a condition.
  const conditional = tokens.some(
    (t, i) => i >= o.end && i < sentence.end && CONDITIONS.has(t.value) && tokens[i - 1]?.value !== 'even',
  );
  // "Switch only for the off-season": a limited step, not the verdict.
  if (conditional || tokens[o.end]?.value === 'only') return false;
  const last = tokens[o.end - 1]!.clause;
  return !tokens.some((t, i) => i >= o.end && t.clause === last && t.pos === 'AUX');
}
