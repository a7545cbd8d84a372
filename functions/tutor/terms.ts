import { NO_IDIOMS } from './clause-marks';
import { analyse, isNegator, type Analysis, type Token } from './language';

/**
 * Concept terms of a rubric and where a reply says them: word by word by lemma, surface form
 * or stem, with filler words allowed between, and with the reply's negation honoured.
 */
const PREDICATE_POS = new Set(['VERB', 'AUX', 'ADJ', 'ADV', 'ADP', 'PART']);

/**
 * A concept term ("already spend", "not count") as lemmas. A term that carries its own
 * negation ("not count") is met by its other words under a negation ("should n't count", "do
 * not think it counts"); a plain term is not met when a negation governs it.
 */
export interface Term {
  phrase: string;
  /** The phrase's own words, as read. */
  tokens: Token[];
  lemmas: string[];
  values: string[];
  stems: string[];
  negative: boolean;
}

const termCache = new Map<string, Term>();

/**
 * Verbs so common that their lemma says little: a term written as "gone" or "paid" must meet
 * that form (or its stem), not every "going" or "pays".
 */
const WEAK_LEMMAS = new Set([
  'be',
  'have',
  'do',
  'go',
  'get',
  'make',
  'take',
  'come',
  'give',
  'see',
  'know',
  'say',
  'put',
  'pay',
  'keep',
  'let',
]);

export function term(phrase: string): Term {
  const cached = termCache.get(phrase);
  if (cached) return cached;
  const words = analyse(phrase).words;
  // "no wonder" says no "no": the idiom is met as it is written.
  const negative = words.some(
    (w, i) => isNegator(w) && !(w.value === 'no' && NO_IDIOMS.has(words[i + 1]?.value ?? '')),
  );
  const kept = negative ? words.filter((w) => !isNegator(w)) : words;
  const result: Term = {
    phrase,
    tokens: words,
    lemmas: kept.map((w) => (WEAK_LEMMAS.has(w.lemma) && w.value !== w.lemma ? w.value : w.lemma)),
    values: kept.map((w) => w.value),
    stems: kept.map((w) => w.stem),
    negative,
  };
  termCache.set(phrase, result);
  return result;
}

/** Words a multi-word term may skip over: auxiliaries, articles and the like. */
const FILLERS = new Set([
  'be',
  'have',
  'do',
  'the',
  'a',
  'an',
  'it',
  'that',
  'this',
  'all',
  'really',
  'just',
  'also',
  'already',
  'so',
  'far',
  'our',
  'my',
  'your',
  'their',
  'his',
  'her',
  'its',
  'any',
  'some',
  'much',
  'more',
  'very',
  'even',
  'still',
]);

function same(token: Token, t: Term, index: number): boolean {
  if (token.lemma === t.lemmas[index] || token.value === t.values[index]) return true;
  // Stems join "closing" and "closes", but not the forms of a weak verb ("gone" and "going").
  return token.stem === t.stems[index] && !WEAK_LEMMAS.has(token.lemma);
}

/** Where a term occurs, and whether that occurrence is negated. */
export interface Occurrence {
  term: Term;
  sentence: number;
  clause: number;
  start: number;
  end: number;
  negated: boolean;
  /** Negated by a negated verb of belief or a doubt: the learner denies it outright. */
  disbelieved: boolean;
}

export function occurrences(reply: Analysis, t: Term): Occurrence[] {
  const tokens = reply.tokens;
  const n = t.lemmas.length;
  const found: Occurrence[] = [];
  if (n === 0) return found;
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i]!;
    if (!first.isWord || !same(first, t, 0)) continue;
    // The rest in order, letting up to two filler words sit between ("money has already been
    // spent") and a negation inside the phrase ("can n't get it back").
    let k = i + 1;
    let j = 1;
    let skipped = 0;
    let negatorInside = false;
    while (j < n && k < tokens.length) {
      const w = tokens[k]!;
      if (w.sentence !== first.sentence) break;
      if (w.value === '-' || w.value === '/' || w.value === '$' || w.value === '€' || w.value === '£') {
        k += 1;
        continue;
      }
      if (!w.isWord && !isNegator(w)) break;
      if (same(w, t, j)) {
        j += 1;
      } else if (isNegator(w)) {
        negatorInside = true;
      } else if (FILLERS.has(w.lemma) && skipped < 2) {
        skipped += 1;
      } else break;
      k += 1;
    }
    if (j < n) continue;
    const span = tokens.slice(i, k).filter((w) => w.isWord && !isNegator(w));
    const negated =
      negatorInside ||
      span.some((w) => w.negation === 'all') ||
      span.some((w) => w.negation === 'predicate' && PREDICATE_POS.has(w.pos));
    const disbelieved = negated && span.some((w) => w.disbelieved);
    found.push({
      term: t,
      sentence: first.sentence,
      clause: first.clause,
      start: i,
      end: k,
      negated,
      disbelieved,
    });
  }
  return found;
}

/** Occurrences that say what the term says: a plain term not negated, a negative term negated. */
export function affirmed(reply: Analysis, t: Term): Occurrence[] {
  return occurrences(reply, t).filter((o) => o.negated === t.negative);
}

/**
 * Occurrences the learner asserts: not inside a quotation and, for a claim that stands alone
 * (a contradiction, a rejection), not in an "if" clause either. A misconception is often said
 * as a conditional ("if I double the hours, ..."), so `standalone` is off for those.
 */
export function asserted(reply: Analysis, found: Occurrence[], standalone = true): Occurrence[] {
  return found.filter((o) => {
    const first = reply.tokens[o.start]!;
    return !first.quoted && !first.conceded && !(standalone && first.supposed);
  });
}
