import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * What the tutor reads out of a piece of text: lemmas with negation (wink-nlp with its
 * English model, shipped inside the npm package, so this runs offline), which words are real
 * English, and whether it asks something.
 */
export interface Token {
  /** Lower-case surface form. */
  value: string;
  lemma: string;
  /** Porter stem, so "closing", "closed" and "closes" meet. */
  stem: string;
  /** Known to the English lexicon, or a number. */
  known: boolean;
  isWord: boolean;
  stop: boolean;
}

export interface Analysis {
  text: string;
  tokens: Token[];
  /** Word tokens only (no punctuation). */
  words: Token[];
  /** Lemmas of the content words, for similarity. */
  contentLemmas: string[];
  isQuestion: boolean;
}

let nlp: WinkMethods | undefined;
let lexiconSize = 0;

function engine(): WinkMethods {
  if (!nlp) {
    nlp = winkNLP(model);
    // Words outside the lexicon get ids from here on; a nonsense token finds the boundary.
    lexiconSize = nlp.readDoc('qzxqjvkwpfh').tokens().out(nlp.its.uniqueId)[0] as number;
  }
  return nlp;
}

const NUMBER = /^[$€£]?\d[\d,.]*%?$/;

export function analyse(text: string): Analysis {
  const nlpEngine = engine();
  const its = nlpEngine.its;
  const doc = nlpEngine.readDoc(text);
  const tokens = doc.tokens();
  // The typings of wink-nlp's `its` helpers are narrower than what they return.
  const column = <T>(helper: unknown) => tokens.out(helper as never) as unknown as T[];
  const values = column<string>(its.value);
  const lemmas = column<string>(its.lemma);
  const stems = column<string>(its.stem);
  const types = column<string>(its.type);
  const ids = column<number>(its.uniqueId);
  const stops = column<boolean>(its.stopWordFlag);
  const all: Token[] = values.map((value, i) => {
    // The model reads a sentence-final "in." as an abbreviation; a word keeps no trailing dot.
    const clean = (text: string) => (text.length > 1 ? text.replace(/\.$/, '') : text).toLowerCase();
    const lower = clean(value);
    const type = types[i] ?? 'word';
    const isWord = type === 'word' || type === 'number' || NUMBER.test(lower);
    return {
      value: lower,
      lemma: clean(lemmas[i] ?? lower),
      stem: clean(stems[i] ?? lower),
      known: NUMBER.test(lower) || type === 'number' || (ids[i] ?? Infinity) < lexiconSize,
      isWord,
      stop: Boolean(stops[i]),
    };
  });
  const words = all.filter((t) => t.isWord);
  return {
    text,
    tokens: all,
    words,
    contentLemmas: words.filter((t) => !t.stop && t.value.length > 1).map((t) => t.lemma),
    isQuestion: /\?\s*$/.test(text.trim()),
  };
}

const NEGATORS = new Set(['not', 'no', 'never', 'nothing', 'without', 'none', 'neither', 'nor', "n't"]);

/**
 * A concept term ("already spend", "not count") as lemmas. A term that carries its own negation
 * ("not count") matches its other words when a negation governs them ("should n't count",
 * "do not think it counts"); a plain term does not match when a negation governs it.
 */
export interface Term {
  lemmas: string[];
  values: string[];
  stems: string[];
  negative: boolean;
}

const termCache = new Map<string, Term>();

const isNegator = (t: Token) => NEGATORS.has(t.lemma) || NEGATORS.has(t.value);

export function term(phrase: string): Term {
  const cached = termCache.get(phrase);
  if (cached) return cached;
  const words = analyse(phrase).words;
  const negative = words.some(isNegator);
  const kept = negative ? words.filter((w) => !isNegator(w)) : words;
  const result: Term = {
    lemmas: kept.map((w) => w.lemma),
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
]);

const CLAUSE_BREAK = new Set([
  ',',
  ';',
  ':',
  '.',
  '!',
  '?',
  'but',
  'although',
  'though',
  'however',
  'yet',
  'because',
]);
/** Verbs that carry a negation into the clause they introduce: "I don't think [it matters]". */
const NEG_RAISING = new Set([
  'think',
  'believe',
  'feel',
  'suppose',
  'expect',
  'guess',
  'reckon',
  'agree',
  'say',
]);
/** Otherwise a negation governs the next couple of words: "does n't [matter]", "is not [the sunk] cost". */
const NEGATION_REACH = 2;

/** Which tokens a negation governs. */
function negationScope(tokens: Token[]): boolean[] {
  const scoped = tokens.map(() => false);
  for (let k = 0; k < tokens.length; k += 1) {
    if (!isNegator(tokens[k]!)) continue;
    let m = k + 1;
    while (m < tokens.length && !tokens[m]!.isWord && !CLAUSE_BREAK.has(tokens[m]!.value)) m += 1;
    const raising = m < tokens.length && NEG_RAISING.has(tokens[m]!.lemma);
    let covered = 0;
    for (let i = k + 1; i < tokens.length; i += 1) {
      const t = tokens[i]!;
      if (CLAUSE_BREAK.has(t.value) || isNegator(t)) break;
      if (!t.isWord) continue;
      scoped[i] = true;
      covered += 1;
      if (!raising && covered >= NEGATION_REACH) break;
    }
  }
  return scoped;
}

function same(token: Token, t: Term, index: number): boolean {
  return token.lemma === t.lemmas[index] || token.value === t.values[index] || token.stem === t.stems[index];
}

/** Whether `t` occurs in the reply (by lemma or surface form), with negation honoured. */
export function termOccurs(reply: Analysis, t: Term): boolean {
  const tokens = reply.tokens;
  const n = t.lemmas.length;
  if (n === 0) return false;
  const scoped = negationScope(tokens);
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
      if (w.value === '-' || w.value === '/') {
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
    const negated = negatorInside || scoped[i] === true;
    if (negated === t.negative) return true;
  }
  return false;
}
