import type { Analysis, Token } from './language';
import {
  DISMISSIVE_LEMMAS,
  dismissingPredicates,
  refutingPredicates,
  RELEVANCE,
  type DismissingPredicate,
} from './lexicon';
import { affirmed, asserted, type Occurrence, type Term } from './terms';

/**
 * Where a learner waves something away, and what: "[Alana's $11,000 in savings] doesn't really
 * matter", "[whether Kai was left off] isn't the issue", "[the 600] is irrelevant", "..., but
 * [that] doesn't matter". The rubric matcher reads a dismissed subject made of an item's words
 * as a claim against that item, and a dismissal of no named thing as one against the words
 * beside it.
 */
export interface Dismissal {
  occurrence: Occurrence;
  /** One of the general dismissal claims ("not matter", "irrelevant"), not only "not the issue". */
  general: boolean;
  /** The subject's tokens [start, end), and whether it names anything (a noun or a figure). */
  subject?: { start: number; end: number; named: boolean };
}

const SUBJECT_BOUNDARIES = new Set([
  ',',
  ';',
  ':',
  '(',
  ')',
  '-',
  'but',
  'so',
  'because',
  'since',
  'while',
  'whereas',
  'than',
  'which',
  'who',
]);
const PREDICATE_NEGATORS = new Set(['not', "n't", 'never']);
/** "The fact that ..." opens a subject; any other "that" after a noun opens a relative clause. */
const SUBJECT_CLAUSE_NOUNS = new Set(['fact', 'idea', 'notion', 'claim', 'point', 'part']);
const NAMING = new Set(['NOUN', 'PROPN', 'NUM']);

/** "Climbing is fun and the pass doesn't matter": the "and" follows a clause with a finite verb. */
function joinsClauses(tokens: Token[], and: number, sentence: number): boolean {
  for (let k = and - 1; k >= 0; k -= 1) {
    const t = tokens[k]!;
    if (t.sentence !== sentence || SUBJECT_BOUNDARIES.has(t.value)) return false;
    if (t.pos === 'AUX' || (t.pos === 'VERB' && !t.value.endsWith('ing'))) return true;
  }
  return false;
}

/**
 * Where the predicate begins: at its own negation ("does [n't] really matter"), or, for a
 * predicate without one ("is really irrelevant"), before the verb and adverbs leading to it.
 */
function predicateStart(tokens: Token[], o: Occurrence): number | undefined {
  if (o.term.negative) {
    for (let k = o.start - 1; k >= 0 && o.start - k <= 3; k -= 1) {
      if (PREDICATE_NEGATORS.has(tokens[k]!.value)) return k;
    }
    return undefined;
  }
  let k = o.start;
  while (k > 0 && o.start - k < 3 && ['AUX', 'ADV', 'PART'].includes(tokens[k - 1]!.pos)) k -= 1;
  return k;
}

/** "Voters aren't told": a passive says nothing of what counts. */
const PASSIVES = new Set(['told', 'shown', 'changed', 'affected', 'explained', 'counted', 'pointed']);

function subjectOf(tokens: Token[], o: Occurrence): Dismissal['subject'] {
  if (PASSIVES.has(tokens[o.start]!.value)) return undefined;
  const end = predicateStart(tokens, o);
  if (end === undefined) return undefined;
  let start = end;
  while (start > 0) {
    const before = tokens[start - 1]!;
    if (before.sentence !== o.sentence || SUBJECT_BOUNDARIES.has(before.value)) break;
    if (before.value === 'that' && !SUBJECT_CLAUSE_NOUNS.has(tokens[start - 2]?.lemma ?? '')) break;
    if (before.value === 'and' && joinsClauses(tokens, start - 1, o.sentence)) break;
    start -= 1;
  }
  const named = tokens.slice(start, end).some((t) => NAMING.has(t.pos));
  return { start, end, named };
}

/**
 * Where the reply says the given predicates, in its claim sentences, with the subject each is
 * said of. "Whether X isn't relevant" supposes X, not the dismissal: only quotations are left out.
 */
function predicatesSaid(
  reply: Analysis,
  claims: ReadonlySet<number>,
  predicates: readonly DismissingPredicate[],
): Dismissal[] {
  return predicates.flatMap(({ term, general }) =>
    asserted(
      reply,
      affirmed(reply, term).filter((o) => claims.has(o.sentence)),
      false,
    ).map((occurrence) => ({ occurrence, general, subject: subjectOf(reply.tokens, occurrence) })),
  );
}

const read = new WeakMap<Analysis, Dismissal[]>();

/** The reply's dismissals within its claim sentences, read once per reply for all its items. */
export function dismissals(reply: Analysis, claims: ReadonlySet<number>): Dismissal[] {
  const known = read.get(reply);
  if (known) return known;
  const found = predicatesSaid(reply, claims, dismissingPredicates());
  read.set(reply, found);
  return found;
}

const refuted = new WeakMap<Analysis, Dismissal[]>();

/**
 * Where the reply denies something its effect or its force: its dismissals, and predicates
 * such as "won't fix" or "doesn't apply" ("[the FAQ link] won't fix it").
 */
export function refutations(reply: Analysis, claims: ReadonlySet<number>): Dismissal[] {
  const known = refuted.get(reply);
  if (known) return known;
  const found = [...dismissals(reply, claims), ...predicatesSaid(reply, claims, refutingPredicates())];
  refuted.set(reply, found);
  return found;
}

/** Whether an occurrence sits wholly in a dismissal's subject. */
export const withinSubject = (o: Occurrence, d: Dismissal) => inSubject(o, d) && o.end <= d.subject!.end;

/** Whether an occurrence sits in a dismissal's subject. */
export const inSubject = (o: Occurrence, d: Dismissal) =>
  d.subject !== undefined && o.start >= d.subject.start && o.start < d.subject.end;

/**
 * An item that is itself about what does not count: a negated word of relevance ("not
 * matter"), a word such as "sunk", or a phrasing that waves something away. Waving its words
 * away agrees with it.
 */
export function aboutWhatDoesNotCount(terms: readonly Term[], phrasings: readonly Analysis[]): boolean {
  return (
    terms.some((t) => t.lemmas.some((l) => DISMISSIVE_LEMMAS.has(l) || (t.negative && RELEVANCE.has(l)))) ||
    phrasings.some((p) => dismissingPredicates().some(({ term }) => affirmed(p, term).length > 0))
  );
}
