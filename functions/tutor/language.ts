import winkNLP, { type ItemSentence, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { isNegator, markClauses, markConcessions, markNegation, markReported } from './clause-marks';
import { ANAPHORS, markSentences, NUMBER } from './sentence-shape';
import { correction, normalise, type Vocabulary } from './spelling';

export { isNegator };
export { isUnit } from './sentence-shape';

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
  /** Governed by a negated verb of belief or a doubt ("I don't think [...]", "I doubt [...]"). */
  disbelieved: boolean;
  /** An action named as the subject of its clause ("[giving it to Tom] would reward ..."). */
  weighed: boolean;
  /** A spelling slip corrected to a word of the scenario. */
  corrected: boolean;
  /**
   * Not the learner's claim: inside quotation marks, someone else's reported words ("Greg says
   * ..."), or an option set aside ("instead of ...", "rather than ...").
   */
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
        disbelieved: false,
        weighed: false,
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
  markFiniteVerbs(tokens);
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

/**
 * The tagger reads some present-tense verbs after a noun subject as plural nouns ("staffing
 * [breaks] the cap", "the waitlist [refills] the slots"): such a word, between a noun and what
 * opens an object (an article, a figure, "more"), is a verb.
 */
const OBJECT_OPENERS = new Set(['DET', 'NUM', 'SYM']);
function markFiniteVerbs(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (t.pos !== 'NOUN' || !/^[a-z]{3,}[^s]s$/.test(t.value) || !before || !after) return;
    if (before.sentence !== t.sentence || after.sentence !== t.sentence) return;
    if (!['NOUN', 'PROPN'].includes(before.pos) || before.value.endsWith('s')) return;
    if (OBJECT_OPENERS.has(after.pos) || ['more', 'less'].includes(after.value)) t.pos = 'VERB';
  });
}

/** The sentence after `index` continues its claim when it opens with a pointer back ("It ...", "That ..."). */
export function continues(reply: Analysis, index: number): boolean {
  const next = reply.sentences[index + 1];
  if (!next) return false;
  const first = reply.tokens.slice(next.start, next.end).find((t) => t.isWord);
  return first !== undefined && ANAPHORS.has(first.value);
}
