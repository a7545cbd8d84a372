import winkNLP, { type ItemSentence, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { correction, normalise, type Vocabulary } from './spelling';

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
  /** Inside quotation marks: someone else's words, reported rather than claimed. */
  quoted: boolean;
  /** In a clause opened by "if", "unless" or "whether": a supposition, not a claim. */
  supposed: boolean;
  /** Granted only to be overruled ("Sure, X, but ..."): the learner's claim is what follows. */
  conceded: boolean;
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

const FUNCTION_POS = new Set(['DET', 'ADP', 'AUX', 'PRON', 'PART', 'SCONJ', 'CCONJ']);
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
  'show',
  'prove',
]);
/** Verbs of belief, whose negation carries past a comma into the clause they govern. */
const BELIEF = new Set([
  'think',
  'believe',
  'feel',
  'suppose',
  'expect',
  'guess',
  'reckon',
  'convinced',
  'sure',
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

const CONTRACTION_TAIL = /^'(s|ll|re|ve|d|m|t)$/;
const SUPPOSING = new Set(['if', 'unless', 'whether']);

/**
 * Reported and supposed words: a quotation ("my brother's 'you'll never need it'") voices
 * someone else's claim, and an "if" clause supposes one; neither is what the learner asserts.
 * A quotation closes at its mark or at the end of the sentence.
 */
function markReported(tokens: Token[]): void {
  let open = false;
  let sentence = -1;
  tokens.forEach((t, i) => {
    if (t.sentence !== sentence) {
      open = false;
      sentence = t.sentence;
    }
    const before = tokens[i - 1];
    // "the parents' version": an apostrophe after a plural is a possessive, not a quotation.
    const possessive =
      !open && before?.sentence === t.sentence && before.isWord && /[^']s$/.test(before.value);
    const mark = t.value === '"' || (t.value === "'" && t.pos === 'PUNCT' && !possessive);
    const attached =
      !mark && t.value.length > 1 && t.value.startsWith("'") && !CONTRACTION_TAIL.test(t.value);
    if (mark) {
      open = !open;
      return;
    }
    if (attached) open = true;
    t.quoted = open;
  });
  let clause = -1;
  let supposing = false;
  for (const t of tokens) {
    if (t.clause !== clause) {
      clause = t.clause;
      supposing = SUPPOSING.has(t.value);
    }
    t.supposed = supposing;
  }
  markReportedSpeech(tokens);
}

const REPORTING = new Set(['say', 'think', 'claim', 'argue', 'insist', 'believe', 'tell', 'reckon', 'keep']);
const SPEAKERS_OF_MY_OWN = new Set(['i', 'we', 'you']);

/**
 * Reported speech: "Greg says [it's a scam]", "my brother thinks [I'll never need it]". What
 * another person says or thinks, up to the end of its clause (past a "that"), is theirs, not
 * the learner's; "I think ..." stays the learner's own.
 */
function markReportedSpeech(tokens: Token[]): void {
  tokens.forEach((verb, i) => {
    if (!REPORTING.has(verb.lemma) || verb.pos !== 'VERB' || verb.negation !== 'none') return;
    // "keep" reports only as "keeps saying"; the subject is the word before, skipping adverbs.
    if (verb.lemma === 'keep' && tokens[i + 1]?.lemma !== 'say') return;
    // "Dolores saying nothing means ..." is not speech reported; "Greg is saying ..." is.
    const progressive = ['AUX', 'VERB'].includes(tokens[i - 1]?.pos ?? '');
    if (verb.value.endsWith('ing') && !progressive) return;
    if (tokens[i + 1] && isNegator(tokens[i + 1]!)) return;
    let k = i - 1;
    while (k >= 0 && ['ADV', 'AUX'].includes(tokens[k]!.pos)) k -= 1;
    const subject = tokens[k];
    if (!subject || subject.sentence !== verb.sentence || SPEAKERS_OF_MY_OWN.has(subject.value)) return;
    if (!['NOUN', 'PROPN', 'PRON'].includes(subject.pos)) return;
    let j = i + 1;
    if (tokens[j]?.value === 'that' || tokens[j]?.lemma === 'say') j += 1;
    const clause = tokens[j]?.clause;
    for (; j < tokens.length && tokens[j]!.sentence === verb.sentence && tokens[j]!.clause === clause; j += 1)
      tokens[j]!.quoted = true;
  });
}

const CONCEDING = new Set(['sure', 'granted', 'admittedly', 'yes', 'yeah', 'ok', 'okay', 'fine', 'true']);
const CONTRASTING = new Set(['but', 'however', 'yet', 'still', 'though']);

/**
 * Concessions: "Sure, the money is gone, but ...", "Forty minutes is short, sure, but ...".
 * When a sentence grants something with a conceding word and then turns with "but" (in the
 * sentence or at the start of the next), what comes before the turn is conceded, not claimed.
 */
function markConcessions(tokens: Token[], sentenceCount: number): void {
  for (let s = 0; s < sentenceCount; s += 1) {
    const inSentence = tokens.filter((t) => t.sentence === s);
    const grants = inSentence.findIndex(
      (t, i) =>
        (CONCEDING.has(t.value) &&
          (i === 0 || inSentence[i - 1]!.value === ',' || inSentence[i + 1]?.value === ',')) ||
        (t.value === 'of' && inSentence[i + 1]?.value === 'course'),
    );
    if (grants < 0) continue;
    const turn = inSentence.findIndex((t, i) => i > grants && CONTRASTING.has(t.value));
    const nextOpens = tokens.find((t) => t.sentence === s + 1 && t.isWord);
    if (turn >= 0) inSentence.slice(0, turn).forEach((t) => (t.conceded = true));
    else if (nextOpens && CONTRASTING.has(nextOpens.value)) inSentence.forEach((t) => (t.conceded = true));
  }
}

/**
 * "I doubt [each baby is a coin flip]": a verb of disbelief negates the clause it governs, as
 * "I don't think" does. A negated doubt ("I don't doubt it") is not read as one.
 */
const DISBELIEF = new Set(['doubt', 'question', 'dispute']);
function markDisbelief(tokens: Token[]): void {
  tokens.forEach((verb, k) => {
    if (!DISBELIEF.has(verb.lemma) || verb.pos !== 'VERB') return;
    const before = tokens.slice(Math.max(0, k - 3), k).filter((t) => t.sentence === verb.sentence);
    if (before.some(isNegator) || !before.some((t) => t.value === 'i' || t.value === 'we')) return;
    let crossed = false;
    for (let j = k + 1; j < tokens.length && tokens[j]!.sentence === verb.sentence; j += 1) {
      const t = tokens[j]!;
      if (isBreak(t)) {
        if (!crossed && (t.value === 'that' || t.value === 'whether' || t.value === 'if')) {
          crossed = true;
          continue;
        }
        break;
      }
      t.negation = 'all';
    }
  });
}

/** Which words each negation governs, within its sentence. */
function markNegation(tokens: Token[]): void {
  markDisbelief(tokens);
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
    let believing = false;
    let crossed = false;
    for (let j = k + 1; j < tokens.length; j += 1) {
      const t = tokens[j]!;
      if (t.sentence !== negator.sentence || isNegator(t)) break;
      if (isBreak(t)) {
        // "I don't think, honestly, [it matters]" crosses a comma; "I won't sign under a
        // deadline, that's a pressure tactic" does not: only verbs of belief carry past one.
        const complement = t.value === 'that' || (t.value === ',' && !crossed && believing);
        if (raising && !crossed && complement) {
          crossed = true;
          continue;
        }
        break;
      }
      if (NEG_RAISING.has(t.lemma)) {
        raising = true;
        believing ||= BELIEF.has(t.lemma);
      }
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
    // Fourteen words or more without a verb, an article, a pronoun or an auxiliary is a
    // string of terms; so are five or more comma-separated pieces, nearly all without a verb,
    // unless a clause opens them ("I'd start with what I need: a lease, ..." is a claim).
    const glue = words.filter((t) => ['DET', 'PRON', 'AUX'].includes(t.pos)).length;
    const verbs = words.filter((t) => t.pos === 'VERB').length;
    const lead = segments[0] ?? [];
    const introduced =
      lead.some((t) => t.pos === 'PRON') && lead.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const verbless = segments.filter((seg) => !seg.some((t) => t.pos === 'VERB' || t.pos === 'AUX')).length;
    const list =
      // Numbers carry no glue, so a short sentence with an auxiliary ("bagging is still 9
      // minutes; couriers arrive 10 minutes later") is not a list for want of it.
      (words.length >= 6 && share < 0.15 && !(words.length <= 14 && words.some((t) => t.pos === 'AUX'))) ||
      (words.length >= 14 && glue === 0 && verbs === 0) ||
      (segments.length >= 5 && verbless / segments.length >= 0.7 && !introduced) ||
      (segments.length >= 3 && fragments / segments.length >= 0.75) ||
      isCoordinatedList(tokens.slice(start, end)) ||
      longestContentRun(tokens.slice(start, end)) >= 7;
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

/**
 * Words strung together with "and" and "the" to look like a sentence ("the fee and the sunk
 * and the irrelevant and ..."): four or more short pieces, none with an auxiliary or a
 * pronoun, and most not opening with a verb (a chain of commands is still a claim).
 */
function isCoordinatedList(tokens: Token[]): boolean {
  const pieces: Token[][] = [[]];
  for (const t of tokens) {
    if ([',', ';', '/', '|'].includes(t.value) || (t.pos === 'CCONJ' && ['and', 'or'].includes(t.value)))
      pieces.push([]);
    else if (t.isWord) pieces[pieces.length - 1]!.push(t);
  }
  const filled = pieces.filter((piece) => piece.length > 0);
  if (filled.length < 4) return false;
  if (filled.some((piece) => piece.length > 4 || piece.some((t) => t.pos === 'AUX' || t.pos === 'PRON')))
    return false;
  return filled.filter((piece) => piece[0]!.pos !== 'VERB').length / filled.length >= 0.75;
}

/**
 * The longest run of consecutive content words: sentences rarely go seven words without a
 * function word. A semicolon or colon ends a run ("9 minutes; couriers arrive ..."); a comma,
 * the glue of a keyword list, does not.
 */
function longestContentRun(tokens: Token[]): number {
  let best = 0;
  let run = 0;
  for (const t of tokens) {
    if (t.value === ';' || t.value === ':') run = 0;
    else if (!t.isWord) continue;
    else if (FUNCTION_POS.has(t.pos) || isNegator(t) || t.stop) run = 0;
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
        quoted: false,
        supposed: false,
        conceded: false,
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
  markReported(tokens);
  markConcessions(tokens, sentenceCount);
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

/** The sentence after `index` continues its claim when it opens with a pointer back ("It ...", "That ..."). */
export function continues(reply: Analysis, index: number): boolean {
  const next = reply.sentences[index + 1];
  if (!next) return false;
  const first = reply.tokens.slice(next.start, next.end).find((t) => t.isWord);
  return first !== undefined && ANAPHORS.has(first.value);
}
