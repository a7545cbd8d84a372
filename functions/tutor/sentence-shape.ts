import { isNegator } from './clause-marks';
import type { Sentence, Token } from './language';

/**
 * The shape of a sentence: whether it says something (a claim) or only lists words. A claim has
 * a verb, or weighs one thing against another ("Busy teacher, not uncaring"), or is a terse run
 * of pieces that judge or command ("good plan, bad luck"); a list is a string of content words
 * without the glue of a sentence, or terms strung together with commas and "and".
 */

export const NUMBER = /^[$€£]?\d[\d,.]*(%|k|m)?$/;

/** Pronouns that open a sentence of one's own ("I'd start with ...", "we need ..."). */
const SUBJECTS = new Set(['i', 'we', 'you', 'it', 'they', 'he', 'she', 'this', 'that']);
/** Words and signs that set one thing against another: a terse claim's verb. */
const RELATIONS = new Set([
  'not',
  'never',
  'without',
  'vs',
  'versus',
  'same',
  'different',
  'instead',
  'only',
  'just',
  'than',
  'too',
  'more',
  'less',
  'fewer',
  'most',
  'least',
  'worse',
  'better',
  'best',
  'worst',
  'yes',
  '=',
  '≠',
  '>',
  '<',
  '->',
  '→',
]);
/** Judgements a terse reply makes without a verb: "lucky outcome, reckless decision". */
const EVALUATIVE = new Set([
  'good',
  'bad',
  'lucky',
  'unlucky',
  'reckless',
  'smart',
  'wrong',
  'fair',
  'unfair',
  'free',
  'cheap',
  'risky',
  'safe',
  'unsafe',
  'meaningless',
  'pointless',
  'useless',
  'misleading',
  'biased',
  'unproven',
  'random',
  'normal',
  'typical',
  'enough',
  'irrelevant',
  'obvious',
  'fine',
  'fake',
  'honest',
]);
/** Verbs a terse reply opens a command with: "check the porch first", "move two sites". */
const COMMANDS = new Set([
  'check',
  'ask',
  'call',
  'test',
  'try',
  'wait',
  'hire',
  'buy',
  'sell',
  'keep',
  'skip',
  'move',
  'mail',
  'pick',
  'start',
  'stop',
  'drop',
  'cut',
  'fix',
  'read',
  'review',
  'compare',
  'talk',
  'tell',
  'send',
  'take',
  'use',
  'split',
  'rent',
  'finish',
  'practice',
  'practise',
  'cancel',
  'delay',
  'pause',
  'track',
  'measure',
  'reject',
  'sign',
  'write',
  'let',
  'give',
  'fund',
  'pay',
  'vote',
  'don',
]);
const NOT_COMPARATIVE = new Set([
  'other',
  'never',
  'ever',
  'after',
  'over',
  'under',
  'latter',
  'former',
  'proper',
]);
function relates(t: Token, i: number, tokens: readonly Token[]): boolean {
  if (RELATIONS.has(t.value)) return true;
  // "no data", but not "no-shows"
  if (t.value === 'no') return tokens[i + 1]?.value !== '-';
  // comparatives and superlatives: "bigger pot", "simplest answer"
  return (t.pos === 'ADJ' || t.pos === 'ADV') && /..(er|est)$/.test(t.value) && !NOT_COMPARATIVE.has(t.value);
}

const FUNCTION_POS = new Set(['DET', 'ADP', 'AUX', 'PRON', 'PART', 'SCONJ', 'CCONJ']);
export const ANAPHORS = new Set(['it', 'that', 'this', 'which', 'so', 'they', 'these', 'those', 'he', 'she']);

export function markSentences(tokens: Token[], sentenceCount: number): Sentence[] {
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
    const relating = tokens.slice(start, end).some(relates);
    const clauses = segments.filter(isClause).length;
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
      lead.some((t) => SUBJECTS.has(t.value)) && lead.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const verbless = segments.filter((seg) => !seg.some((t) => t.pos === 'VERB' || t.pos === 'AUX')).length;
    // "Everything else in the note, uninvolved, neglect, placement, is her guess": the pieces are
    // the subject of the predicate that closes the sentence.
    const closing = segments[segments.length - 1]?.find((t) => t.isWord);
    const predicated = segments.length >= 3 && closing?.pos === 'AUX';
    // A terse reply of a few pieces, most of which judge, command, relate or make a clause
    // ("lucky outcome, reckless decision", "move two sites, mail the postcards"), says something.
    const terse =
      words.length <= 12 &&
      segments.length <= 4 &&
      segments.every((seg) => seg.length <= 6) &&
      segments.filter((seg) => saysSomething(seg, tokens)).length * 2 > segments.length;
    const list =
      (!terse &&
        // Numbers carry no glue, so a short sentence with an auxiliary ("bagging is still 9
        // minutes; couriers arrive 10 minutes later") is not a list for want of it.
        words.length >= 6 &&
        share < 0.15 &&
        !(
          (words.length <= 14 && words.some((t) => t.pos === 'AUX')) ||
          // a chain of clauses: "the board cut buses, waits got longer, people stopped riding"
          (clauses >= 2 && clauses * 2 >= segments.length) ||
          (words.length <= 10 &&
            segments.length <= 2 &&
            (functionWords > 0 || words.some(isFigure)) &&
            (relating || words.some((t) => t.pos === 'VERB')))
        )) ||
      (words.length >= 14 && glue === 0 && verbs === 0) ||
      (words.length >= 16 && share < 0.2 && !words.some((t) => t.pos === 'AUX')) ||
      (segments.length >= 5 && clauses / segments.length < 0.25 && !introduced && !predicated) ||
      (segments.length >= 5 && verbless / segments.length >= 0.7 && !introduced && !predicated) ||
      (segments.length >= 3 && fragments / segments.length >= 0.75) ||
      isCoordinatedList(tokens.slice(start, end)) ||
      // Seven content words in a row, in a sentence with little glue: a sentence with a quarter
      // of its words glue ("a season-best usually means everything went right that day, so ...")
      // says something though the tagger reads a run in it.
      (longestContentRun(tokens.slice(start, end)) >= 7 && share < 0.25);
    sentences.push({
      index: s,
      start,
      end,
      words: words.length,
      functionShare: share,
      list,
      // The tagger sometimes misses a verb ("the vendor costs ..."); glue words still show a sentence.
      // A short verbless sentence that weighs one thing against another ("Busy teacher, not
      // uncaring", "Same odds, different words", "Score ≠ sleep quality") says something too.
      claim:
        !list &&
        joinsTwoThings(tokens.slice(start, end)) &&
        (hasVerb ||
          (words.length >= 5 && share >= 0.25) ||
          (words.length <= 12 && segments.length <= 2 && relating) ||
          terse),
    });
    start = end;
  }
  return sentences;
}

/**
 * Whether some piece of a sentence (between commas, "and", "or", "+") joins two things: two
 * content words, a subject and what is said of it, or a negation and what it denies ("the fee
 * is sunk", "lucky outcome", "it's gone", "not a trend"). Single terms strung together ("ego,
 * gone", "data and add") join nothing.
 */
function joinsTwoThings(tokens: Token[]): boolean {
  let count = 0;
  for (const [i, t] of tokens.entries()) {
    if ([',', ';', '+', '&', '/', '|'].includes(t.value) || ['and', 'or'].includes(t.value)) count = 0;
    else if (isUnit(t, tokens[i - 1])) continue;
    else if (t.isWord && (isNegator(t) || !['DET', 'ADP', 'AUX', 'CCONJ', 'SCONJ', 'PART'].includes(t.pos))) {
      count += 1;
      if (count >= 2) return true;
    }
  }
  return false;
}

/** The unit of a figure ("9k", "$1.2m"): part of the figure, not a word of its own. */
export const isUnit = (t: Token, before: Token | undefined) =>
  ['k', 'm', 'bn', 'mil'].includes(t.value) && isFigure(before);

/** A piece of a terse reply that judges, commands, relates or has its own subject and verb. */
function saysSomething(seg: Token[], tokens: readonly Token[]): boolean {
  // A subject and its verb ("reminders cause avoidance"); "Apex Towing" is a name, not a clause.
  const clause = seg.some(
    (t, i) =>
      t.pos === 'AUX' ||
      (i > 0 &&
        t.pos === 'VERB' &&
        !t.value.endsWith('ing') &&
        ['NOUN', 'PRON', 'NUM'].includes(seg[i - 1]!.pos)),
  );
  return (
    clause ||
    COMMANDS.has(seg[0]!.value) ||
    seg.some((t) => EVALUATIVE.has(t.value) || isNegator(t) || relates(t, tokens.indexOf(t), tokens))
  );
}

const isFigure = (t: Token | undefined) => t !== undefined && (t.pos === 'NUM' || NUMBER.test(t.value));

/** A piece with an auxiliary, or a subject followed by its verb ("the board cut buses"). */
const isClause = (seg: Token[]) =>
  seg.some(
    (t, i) =>
      t.pos === 'AUX' ||
      (i > 0 && t.pos === 'VERB' && ['NOUN', 'PROPN', 'PRON', 'NUM'].includes(seg[i - 1]!.pos)),
  );

function splitSegments(tokens: Token[]): Token[][] {
  const segments: Token[][] = [[]];
  tokens.forEach((t, i) => {
    // "12, 6, 2": a run of figures is one piece, not a list of terms.
    const betweenFigures = t.value === ',' && isFigure(tokens[i - 1]) && isFigure(tokens[i + 1]);
    if ([',', ';', '/', '|'].includes(t.value) && !betweenFigures) segments.push([]);
    else if (t.isWord) segments[segments.length - 1]!.push(t);
  });
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
  // A piece with its own verb after a subject ("the total includes servers") is a clause.
  // (The verb must follow a possible subject: "to the mean" or "independent draws" are nouns.)
  const clause = (piece: Token[]) =>
    piece[0]!.pos !== 'VERB' &&
    piece.some((t, i) => i > 0 && t.pos === 'VERB' && ['NOUN', 'PROPN', 'NUM'].includes(piece[i - 1]!.pos));
  if (
    filled.some(
      (piece) => piece.length > 4 || piece.some((t) => t.pos === 'AUX' || t.pos === 'PRON') || clause(piece),
    )
  )
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
  // A piece with a subject and its verb ("lease says fair access, 85 people waiting") is a
  // clause: the comma after it ends the run.
  let piece: Token[] = [];
  for (const t of tokens) {
    if (t.value === ';' || t.value === ':' || (t.value === ',' && isClause(piece))) run = 0;
    if ([',', ';', ':'].includes(t.value)) piece = [];
    if (!t.isWord) continue;
    piece.push(t);
    if (FUNCTION_POS.has(t.pos) || isNegator(t) || t.stop) run = 0;
    // Figures neither make nor break a run: "losing $1,450 rent means paying $2,600 later".
    else if (!isFigure(t)) best = Math.max(best, (run += 1));
  }
  return best;
}
