import type { Token } from './language';
import { decisionLead } from './stance-words';
import { markSetAside, markWeighedActions } from './weighed-actions';

/**
 * What each word of a reply does within its clause, marked on the tokens the reader produced:
 * clause boundaries; which words a negation (or a verb of disbelief) governs; which words are
 * someone else's (quoted, reported) or only supposed ("if ..."); and which are conceded before
 * a turn ("Sure, ..., but"). The rubric matcher reads these marks to tell a learner's claim
 * from the words around it.
 */
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

export const isNegator = (t: Pick<Token, 'lemma' | 'value'>) =>
  NEGATORS.has(t.lemma) || NEGATORS.has(t.value);
/** Words that open a clause whatever the tagger calls them ("when", "where" read as adverbs). */
const ALWAYS_BREAK = new Set(['when', 'where', 'until', 'till', 'whereas']);
export const isBreak = (t: Token) =>
  CLAUSE_BREAK_PUNCT.has(t.value) ||
  ALWAYS_BREAK.has(t.value) ||
  (CLAUSE_BREAK_WORDS.has(t.value) && t.pos !== 'ADV') ||
  (t.value === 'that' && t.pos === 'SCONJ');

export function markClauses(tokens: Token[]): void {
  // "It isn't the money so the fee is sunk": the tagger reads a joining "so" as an adverb;
  // only "so" before an adjective or adverb ("so expensive") is one.
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (t.value === 'so' && t.pos === 'ADV' && next?.isWord && !['ADJ', 'ADV'].includes(next.pos))
      t.pos = 'CCONJ';
  });
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
export function markReported(tokens: Token[]): void {
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
  markSetAside(tokens);
  markWeighedActions(tokens);
}

const REPORTING = new Set([
  'say',
  'think',
  'claim',
  'argue',
  'insist',
  'believe',
  'tell',
  'reckon',
  'keep',
  'assume',
  'suggest',
  'propose',
  'worry',
  'want',
  'plan',
]);
const WANTING = new Set(['want', 'plan']);
const SPEAKERS_OF_MY_OWN = new Set(['i', 'we', 'you']);

/**
 * Reported speech: "Greg says [it's a scam]", "my brother thinks [I'll never need it]", "Heather
 * wants [to hand out eye masks]". What
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
    // "Heather wants [to hand out masks]", "my partner wants [me to ...]" report a proposal;
    // "managers want to watch us" is the learner's own claim about them.
    const person =
      subject.pos === 'PROPN' || ['my', 'our', 'his', 'her'].includes(tokens[k - 1]?.value ?? '');
    if (WANTING.has(verb.lemma) && !person) return;
    let j = i + 1;
    // "Omar's worried about [looking like ...]"; "like my sister says, I'd ..." reports nothing after.
    if (['that', 'about'].includes(tokens[j]?.value ?? '') || tokens[j]?.lemma === 'say') j += 1;
    if (tokens[j]?.pos === 'PUNCT') return;
    const clause = tokens[j]?.clause;
    for (; j < tokens.length && tokens[j]!.sentence === verb.sentence && tokens[j]!.clause === clause; j += 1)
      tokens[j]!.quoted = true;
  });
}

const CONCEDING = new Set(['sure', 'granted', 'admittedly', 'yes', 'yeah', 'ok', 'okay', 'fine', 'true']);
/** Verbs that grant a point before a turn: "I get that ..., but". */
const GRANTING = new Set([
  'get',
  'know',
  'understand',
  'see',
  'realize',
  'realise',
  'admit',
  'accept',
  'appreciate',
  'hear',
  'trust',
  'respect',
  'like',
  'love',
]);
const CONTRASTING = new Set(['but', 'however', 'yet', 'still', 'though']);
const LINKING = new Set(['is', "'s", 'are', 'was', 'were']);

/** "Marco's right", "Dad has a point", "the nodding makes sense": a point granted to someone else. */
function grantsAPoint(inSentence: Token[], i: number): boolean {
  const t = inSentence[i]!;
  const before = inSentence[i - 1]?.value ?? '';
  const agrees =
    (['right', 'correct'].includes(t.value) && LINKING.has(before)) ||
    (t.value === 'point' &&
      before === 'a' &&
      ['has', 'have', "'s"].includes(inSentence[i - 2]?.value ?? '')) ||
    (t.value === 'sense' && ['makes', 'make'].includes(before));
  // What is granted must be named ("right that ...", "a point about ...") or the sentence must
  // end there ("Marcus has a point. But ..."): "My partner's right, the fee is ..." agrees.
  const next = inSentence[i + 1];
  const granted = !next || next.value === '.' || ['that', 'about', 'to', 'on'].includes(next.value);
  const subject = inSentence[0]?.value ?? '';
  return agrees && granted && i <= 8 && !['i', 'we'].includes(subject);
}

/** "..., that's exactly the problem": the point granted is turned into the objection. */
function turnsIntoObjection(inSentence: Token[], from: number): number {
  return inSentence.findIndex(
    (t, i) =>
      i > from &&
      t.value === 'that' &&
      LINKING.has(inSentence[i + 1]?.value ?? '') &&
      inSentence.slice(i + 2, i + 5).some((w) => ['problem', 'issue', 'trouble'].includes(w.value)),
  );
}

/**
 * Concessions: "Sure, the money is gone, but ...", "Forty minutes is short, sure, but ...".
 * When a sentence grants something with a conceding word and then turns with "but" (in the
 * sentence or at the start of the next), what comes before the turn is conceded, not claimed.
 */
export function markConcessions(tokens: Token[], sentenceCount: number): void {
  for (let s = 0; s < sentenceCount; s += 1) {
    const inSentence = tokens.filter((t) => t.sentence === s);
    const grants = inSentence.findIndex(
      (t, i) =>
        (CONCEDING.has(t.value) &&
          (i === 0 || inSentence[i - 1]!.value === ',' || inSentence[i + 1]?.value === ',')) ||
        (t.value === 'of' && inSentence[i + 1]?.value === 'course') ||
        // "It's reversible in theory, but ...", "on paper, yes, but ..."
        (t.value === 'in' && inSentence[i + 1]?.value === 'theory') ||
        (t.value === 'on' && inSentence[i + 1]?.value === 'paper') ||
        // "I get that it's X, but ...", "I know the odds are low, but ..."
        (i <= 1 && ['i', 'we'].includes(t.value) && GRANTING.has(inSentence[i + 1]?.lemma ?? '')) ||
        grantsAPoint(inSentence, i),
    );
    if (grants < 0) {
      grantedBeforeBut(inSentence);
      continue;
    }
    const contrast = inSentence.findIndex((t, i) => i > grants && CONTRASTING.has(t.value));
    const turn = contrast >= 0 ? contrast : turnsIntoObjection(inSentence, grants);
    const nextOpens = tokens.find((t) => t.sentence === s + 1 && t.isWord);
    if (turn >= 0) inSentence.slice(0, turn).forEach((t) => (t.conceded = true));
    else if (nextOpens && CONTRASTING.has(nextOpens.value)) inSentence.forEach((t) => (t.conceded = true));
  }
}

/**
 * "We're careful, but 4 of 15 clicked": a point granted without a granting word, before ", but"
 * and a claim. A contradiction there is not voiced (a misconception still is), unless the part
 * before the turn is the learner's own decision ("I'd sign, but ...", "Sign, but ...", "I think
 * we should sign, but ...").
 */
function grantedBeforeBut(inSentence: Token[]): void {
  const but = inSentence.findIndex((t, i) => i > 0 && t.value === 'but' && inSentence[i - 1]!.value === ',');
  if (but < 0 || !inSentence.slice(but + 1).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return;
  const granted = inSentence.slice(0, but);
  // Each verb with the words since the verb before it: "[I think] [we should] sign".
  let from = 0;
  for (let i = 0; i < granted.length; i += 1) {
    if (granted[i]!.pos !== 'VERB') continue;
    if (decisionLead(granted.slice(from, i))) return;
    from = i + 1;
  }
  granted.forEach((t) => (t.weighed = true));
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
      t.disbelieved = true;
    }
  });
}

/** "no wonder", "no doubt": a "no" that denies nothing in the clause. */
export const NO_IDIOMS = new Set(['wonder', 'doubt']);
const idiomatic = (tokens: Token[], k: number) =>
  tokens[k]!.value === 'no' && NO_IDIOMS.has(tokens[k + 1]?.value ?? '');

/** Which words each negation governs, within its sentence. */
export function markNegation(tokens: Token[]): void {
  markDisbelief(tokens);
  for (let k = 0; k < tokens.length; k += 1) {
    const negator = tokens[k]!;
    if (!isNegator(negator) || idiomatic(tokens, k)) continue;
    // Directly negated: the next words up to the head of the phrase ("no [real] reason", "not [the sunk cost]").
    let i = k + 1;
    while (i < tokens.length && tokens[i]!.sentence === negator.sentence && !isBreak(tokens[i]!)) {
      const t = tokens[i]!;
      if (isNegator(t)) break;
      t.negation = 'all';
      if (!['DET', 'ADV', 'ADJ', 'AUX', 'PART'].includes(t.pos) || NEG_RAISING.has(t.lemma)) break;
      i += 1;
    }
    // "Without a control group you can't tell", "corners with no cameras also fell": "without"
    // and a "no" after a preposition govern their own phrase only.
    if (negator.value === 'without' || (negator.value === 'no' && tokens[k - 1]?.pos === 'ADP')) continue;
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
      if (raising) t.disbelieved = true;
    }
  }
}
