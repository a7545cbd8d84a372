import winkNLP, { type ItemSentence, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * What the tutor reads out of a piece of text, with wink-nlp and its English model (shipped in
 * the npm package, so this runs offline): words with lemma, stem and part of speech; sentences
 * and the clauses inside them; which words a negation governs; which sentences say something
 * (a clause with a verb) and which are only a list of words; and, given a scenario's
 * vocabulary, spelling slips corrected to the word the learner meant.
 */
export interface Token {
  /** Lower-case surface form (after a spelling correction, the corrected word). */
  value: string;
  lemma: string;
  /** Porter stem, so "closing", "closed" and "closes" meet. */
  stem: string;
  /** Universal part of speech from the model (NOUN, VERB, AUX, ADJ, DET, PUNCT, ...). */
  pos: string;
  /** Known to the English lexicon, or a number. */
  known: boolean;
  isWord: boolean;
  stop: boolean;
  sentence: number;
  /** Clauses are cut at punctuation and at conjunctions ("and", "because", "which", ...). */
  clause: number;
  /**
   * How a negation governs this word: `all` when it is negated outright ("not the sunk cost",
   * "I don't think [the fee compounds]"), `predicate` inside the rest of a negated clause, where
   * only verbs and adjectives count as negated ("we can't get [that money] back").
   */
  negation: 'none' | 'predicate' | 'all';
  /** A spelling slip corrected to a word of the scenario. */
  corrected: boolean;
}

export interface Sentence {
  index: number;
  /** Token positions [start, end). */
  start: number;
  end: number;
  words: number;
  /** Share of words that are function words (articles, pronouns, auxiliaries, ...). */
  functionShare: number;
  /** A sentence that says something: it has a verb and is not a list. */
  claim: boolean;
  /** A run of content words without the glue of a sentence. */
  list: boolean;
}

export interface Analysis {
  text: string;
  tokens: Token[];
  /** Word tokens only (no punctuation). */
  words: Token[];
  sentences: Sentence[];
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

const NUMBER = /^[$€£]?\d[\d,.]*(%|k|m)?$/;
const knownCache = new Map<string, boolean>();

/** Whether a lower-case word is in the model's lexicon (capitalised forms are not, so ask in lower case). */
export function isKnownWord(word: string): boolean {
  if (NUMBER.test(word)) return true;
  const cached = knownCache.get(word);
  if (cached !== undefined) return cached;
  const e = engine();
  const ids = e.readDoc(word).tokens().out(e.its.uniqueId) as unknown as number[];
  const known = ids.length > 0 && ids.every((id) => id < lexiconSize);
  if (knownCache.size < 50_000) knownCache.set(word, known);
  return known;
}

/** Contractions typed without an apostrophe ("dont", "isnt") and curly quotes, made readable. */
const BARE_CONTRACTIONS: Record<string, string> = {
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  couldnt: 'could not',
  wont: 'will not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  aint: 'is not',
  mustnt: 'must not',
  neednt: 'need not',
  im: 'i am',
  ive: 'i have',
  theyre: 'they are',
  youre: 'you are',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
};

export function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\b([A-Za-z]+)\b/g, (word) => BARE_CONTRACTIONS[word.toLowerCase()] ?? word);
}

/** Words a scenario uses, for correcting a learner's spelling slips toward them. */
export interface Vocabulary {
  /** Lower-case word -> its lemma and stem. */
  words: Map<string, { lemma: string; stem: string }>;
  /** Words by length, for quick candidate lookup. */
  byLength: Map<number, string[]>;
}

export function vocabularyOf(texts: readonly Analysis[]): Vocabulary {
  const words = new Map<string, { lemma: string; stem: string }>();
  for (const text of texts) {
    for (const token of text.words) {
      if (token.value.length >= 4 && /^[a-z]+$/.test(token.value) && !words.has(token.value))
        words.set(token.value, { lemma: token.lemma, stem: token.stem });
    }
  }
  const byLength = new Map<number, string[]>();
  for (const word of words.keys()) {
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  return { words, byLength };
}

/** Damerau-Levenshtein distance (optimal string alignment), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** The scenario word a misspelt word most likely meant: one edit for short words, two for long ones. */
function correction(word: string, vocabulary: Vocabulary): string | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return null;
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (let length = word.length - limit; length <= word.length + limit; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, limit);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      } else if (distance === bestDistance && best !== null && candidate !== best) {
        // Two equally close words: too ambiguous to guess.
        if (vocabulary.words.get(candidate)?.lemma !== vocabulary.words.get(best)?.lemma) best = null;
      }
    }
  }
  return bestDistance <= limit ? best : null;
}

const FUNCTION_POS = new Set(['DET', 'ADP', 'AUX', 'PRON', 'PART', 'SCONJ', 'CCONJ']);
const PREDICATE_POS = new Set(['VERB', 'AUX', 'ADJ', 'ADV', 'ADP', 'PART']);
const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'without',
  'none',
  'neither',
  'nor',
  "n't",
  'nobody',
  'hardly',
]);
/** Where a clause ends: punctuation and the words that open a new clause. */
const CLAUSE_BREAK_WORDS = new Set([
  'and',
  'but',
  'or',
  'so',
  'because',
  'since',
  'although',
  'though',
  'however',
  'yet',
  'while',
  'whereas',
  'which',
  'who',
  'if',
  'when',
  'unless',
  'then',
  'than',
]);
const CLAUSE_BREAK_PUNCT = new Set([',', ';', ':', '.', '!', '?', '(', ')', '-', '"']);
/** Verbs and phrases that carry a negation into the clause they introduce: "I don't think [it matters]". */
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
  'see',
  'buy',
  'reason',
  'evidence',
  'sign',
  'convinced',
  'sure',
  'true',
  'case',
  'seem',
  'accept',
]);
const ANAPHORS = new Set(['it', 'that', 'this', 'which', 'so', 'they', 'these', 'those', 'he', 'she']);

export const isNegator = (t: Pick<Token, 'lemma' | 'value'>) =>
  NEGATORS.has(t.lemma) || NEGATORS.has(t.value);
const isBreak = (t: Token) =>
  CLAUSE_BREAK_PUNCT.has(t.value) ||
  (CLAUSE_BREAK_WORDS.has(t.value) && t.pos !== 'ADV') ||
  (t.value === 'that' && t.pos === 'SCONJ');

function markClauses(tokens: Token[]): void {
  let clause = 0;
  let previousSentence = 0;
  for (const t of tokens) {
    if (t.sentence !== previousSentence) {
      clause += 1;
      previousSentence = t.sentence;
    }
    if (isBreak(t)) clause += 1;
    t.clause = clause;
  }
}

/** Which words each negation governs, within its sentence. */
function markNegation(tokens: Token[]): void {
  for (let k = 0; k < tokens.length; k += 1) {
    const negator = tokens[k]!;
    if (!isNegator(negator)) continue;
    // Directly negated: the next words up to the head of the phrase ("no [real] reason", "not [the sunk cost]").
    let i = k + 1;
    while (i < tokens.length && tokens[i]!.sentence === negator.sentence && !isBreak(tokens[i]!)) {
      const t = tokens[i]!;
      if (isNegator(t)) break;
      t.negation = 'all';
      if (!['DET', 'ADV', 'ADJ', 'AUX', 'PART'].includes(t.pos) || NEG_RAISING.has(t.lemma)) break;
      i += 1;
    }
    // The rest of the clause, and past its end when a raising verb or phrase carries it on.
    let raising = false;
    let crossed = false;
    for (let j = k + 1; j < tokens.length; j += 1) {
      const t = tokens[j]!;
      if (t.sentence !== negator.sentence || isNegator(t)) break;
      if (isBreak(t)) {
        const complement = t.value === 'that' || (t.value === ',' && !crossed);
        if (raising && !crossed && complement) {
          crossed = true;
          continue;
        }
        break;
      }
      if (NEG_RAISING.has(t.lemma)) raising = true;
      if (t.negation === 'none') t.negation = raising ? 'all' : 'predicate';
      else if (raising) t.negation = 'all';
    }
  }
}

function markSentences(tokens: Token[], sentenceCount: number): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (let s = 0; s < sentenceCount; s += 1) {
    let end = start;
    while (end < tokens.length && tokens[end]!.sentence === s) end += 1;
    const words = tokens.slice(start, end).filter((t) => t.isWord);
    const functionWords = words.filter(
      (t) => FUNCTION_POS.has(t.pos) || isNegator(t) || ANAPHORS.has(t.value),
    ).length;
    const share = words.length ? functionWords / words.length : 0;
    const hasVerb = words.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    // A list: many words with almost none of the glue that holds a claim together, or a
    // run of comma-separated fragments with no verb among them.
    const segments = splitSegments(tokens.slice(start, end));
    const fragments = segments.filter(
      (seg) =>
        seg.length > 0 && seg.length <= 4 && !seg.some((t) => t.pos === 'AUX' || FUNCTION_POS.has(t.pos)),
    ).length;
    const list =
      (words.length >= 6 && share < 0.15) ||
      (segments.length >= 3 && fragments / segments.length >= 0.75) ||
      longestContentRun(words) >= 7;
    sentences.push({
      index: s,
      start,
      end,
      words: words.length,
      functionShare: share,
      list,
      // The tagger sometimes misses a verb ("the vendor costs ..."); glue words still show a sentence.
      claim: !list && (hasVerb || (words.length >= 5 && share >= 0.25)),
    });
    start = end;
  }
  return sentences;
}

function splitSegments(tokens: Token[]): Token[][] {
  const segments: Token[][] = [[]];
  for (const t of tokens) {
    if ([',', ';', '/', '|'].includes(t.value)) segments.push([]);
    else if (t.isWord) segments[segments.length - 1]!.push(t);
  }
  return segments.filter((seg) => seg.length > 0);
}

/** The longest run of consecutive content words: sentences rarely go seven words without a function word. */
function longestContentRun(words: Token[]): number {
  let best = 0;
  let run = 0;
  for (const t of words) {
    if (FUNCTION_POS.has(t.pos) || isNegator(t) || t.stop) run = 0;
    else best = Math.max(best, (run += 1));
  }
  return best;
}

export function analyse(raw: string, vocabulary?: Vocabulary): Analysis {
  const text = normalise(raw);
  const nlpEngine = engine();
  const its = nlpEngine.its;
  const doc = nlpEngine.readDoc(text);
  const tokens: Token[] = [];
  let sentenceCount = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const list = sentence.tokens();
    // The typings of wink-nlp's `its` helpers are narrower than what they return.
    const column = <T>(helper: unknown) => list.out(helper as never) as unknown as T[];
    const values = column<string>(its.value);
    const lemmas = column<string>(its.lemma);
    const stems = column<string>(its.stem);
    const types = column<string>(its.type);
    const pos = column<string>(its.pos);
    const stops = column<boolean>(its.stopWordFlag);
    values.forEach((value, i) => {
      // The model reads a sentence-final "in." as an abbreviation; a word keeps no trailing dot.
      const clean = (s: string) => (s.length > 1 ? s.replace(/\.$/, '') : s).toLowerCase();
      const lower = clean(value);
      const type = types[i] ?? 'word';
      const isWord = type === 'word' || type === 'number' || NUMBER.test(lower);
      const token: Token = {
        value: lower,
        lemma: clean(lemmas[i] ?? lower),
        stem: clean(stems[i] ?? lower),
        pos: pos[i] ?? 'X',
        known: type === 'number' || isKnownWord(lower),
        isWord,
        stop: Boolean(stops[i]),
        sentence: sentenceCount,
        clause: 0,
        negation: 'none',
        corrected: false,
      };
      if (vocabulary && isWord && !token.known && !vocabulary.words.has(lower)) {
        const fixed = correction(lower, vocabulary);
        if (fixed) {
          const entry = vocabulary.words.get(fixed)!;
          Object.assign(token, {
            value: fixed,
            lemma: entry.lemma,
            stem: entry.stem,
            known: true,
            corrected: true,
          });
        }
      }
      tokens.push(token);
    });
    sentenceCount += 1;
  });
  markClauses(tokens);
  markNegation(tokens);
  const words = tokens.filter((t) => t.isWord);
  return {
    text,
    tokens,
    words,
    sentences: markSentences(tokens, sentenceCount),
    contentLemmas: words.filter((t) => !t.stop && t.value.length > 1).map((t) => t.lemma),
    isQuestion: /\?\s*$/.test(text.trim()),
  };
}

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
  const negative = words.some(isNegator);
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
    const span = tokens.slice(i, k).filter((w) => w.isWord && !isNegator(w));
    const negated =
      negatorInside ||
      span.some((w) => w.negation === 'all') ||
      span.some((w) => w.negation === 'predicate' && PREDICATE_POS.has(w.pos));
    found.push({ term: t, sentence: first.sentence, clause: first.clause, start: i, end: k, negated });
  }
  return found;
}

/** Occurrences that say what the term says: a plain term not negated, a negative term negated. */
export function affirmed(reply: Analysis, t: Term): Occurrence[] {
  return occurrences(reply, t).filter((o) => o.negated === t.negative);
}

/** Whether `t` occurs in the reply with its meaning (negation honoured). */
export function termOccurs(reply: Analysis, t: Term): boolean {
  return affirmed(reply, t).length > 0;
}

/** The sentence after `index` continues its claim when it opens with a pointer back ("It ...", "That ..."). */
export function continues(reply: Analysis, index: number): boolean {
  const next = reply.sentences[index + 1];
  if (!next) return false;
  const first = reply.tokens.slice(next.start, next.end).find((t) => t.isWord);
  return first !== undefined && ANAPHORS.has(first.value);
}

/** The learner's own words around a position, for a question that reflects them. */
export function quoteAround(reply: Analysis, sentence: number, maxWords = 10): string {
  const s = reply.sentences[sentence];
  if (!s) return '';
  const tokens = reply.tokens.slice(s.start, s.end).filter((t) => t.isWord || t.value === ',');
  const words = tokens.map((t) => t.value);
  const text = words
    .slice(0, maxWords)
    .join(' ')
    .replace(/ ,/g, ',')
    .replace(/ (n't|'s|'re|'ll|'ve|'d|'m)\b/g, '$1')
    .replace(/,$/, '');
  return words.length > maxWords ? `${text} …` : text;
}
