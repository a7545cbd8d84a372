import type { Analysis } from './language';

/**
 * Replies that earn nothing, whatever words they contain: nonsense, repeats, text copied from
 * the scenario, and attempts to steer the tutor. Also the learner asking for the answer.
 */

/** Share of real English words a reply needs before it is read as an answer. */
const MIN_KNOWN_SHARE = 0.6;
const MIN_WORDS = 2;

export function isGibberish(reply: Analysis): boolean {
  const words = reply.words.filter((w) => /[a-z0-9]/.test(w.value));
  if (words.length < MIN_WORDS) return true;
  const known = words.filter((w) => w.known).length;
  if (known / words.length < MIN_KNOWN_SHARE) return true;
  // The same word over and over ("cost cost cost cost") is not an answer either.
  const distinct = new Set(words.map((w) => w.lemma)).size;
  return words.length >= 4 && distinct / words.length < 0.34;
}

function shingles(lemmas: string[], size: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= lemmas.length; i += 1) out.add(lemmas.slice(i, i + size).join(' '));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** The same reply again, or nearly (same content words in any order). */
export function isRepeat(reply: Analysis, previous: readonly string[]): boolean {
  const mine = new Set(reply.contentLemmas);
  if (mine.size === 0) return false;
  return previous.some((earlier) => jaccard(mine, new Set(earlier.split(' ').filter(Boolean))) >= 0.8);
}

/**
 * Mostly lifted from the scenario text: at least 60% of the reply's word trigrams appear in
 * the context (and the reply is long enough for that to mean something).
 */
export function isCopyOf(reply: Analysis, source: Analysis): boolean {
  const lemmas = reply.words.map((w) => w.lemma);
  if (lemmas.length < 6) return false;
  const mine = shingles(lemmas, 3);
  const theirs = shingles(
    source.words.map((w) => w.lemma),
    3,
  );
  let copied = 0;
  for (const s of mine) if (theirs.has(s)) copied += 1;
  return copied / mine.size >= 0.6;
}

const INJECTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instruction|rule|prompt|guideline|rubric|previous|above|system)/i,
  /\b(system prompt|developer message|jailbreak|prompt injection)\b/i,
  /\b(give|award|grant|set)\b.{0,20}\b(me|my|this)?\b.{0,20}\b(full|max(imum)?|100|perfect|all( the)?)\b.{0,15}\b(marks?|points?|score|xp|credit|understanding)\b/i,
  /\b(set|change|make)\b.{0,20}\b(score|understanding ?score|xp)\b.{0,20}\b(to|=)\b/i,
  /\b(mark|consider|treat)\b.{0,20}\b(this|me|it|the scenario|the dialogue)\b.{0,20}\b(as )?(complete|completed|done|finished|passed|correct)\b/i,
  /\b(you are now|act as|pretend (to be|you are)|from now on you)\b/i,
  /\bisComplete\b|\bunderstandingScore\b/,
];

/** An attempt to steer the tutor instead of answering. */
export function isSteeringAttempt(text: string): boolean {
  return INJECTION_PATTERNS.some((pattern) => pattern.test(text));
}

const ANSWER_SEEKING_PATTERNS: readonly RegExp[] = [
  /\b(just|please)?\s*(tell|give|show)\s+me\s+(the\s+)?(answer|solution|right answer)\b/i,
  /\bwhat('s| is)\s+the\s+(right\s+|correct\s+)?(answer|solution)\b/i,
  /\b(i )?(do not|don't|dont) know\b/i,
  /\bno idea\b/i,
  /\b(give me|can i (get|have)|i need) (a )?(hint|clue|help)\b/i,
  /^\s*(hint|help|idk|\?+)\s*[.!?]*\s*$/i,
  /\bi('m| am) (stuck|lost|confused)\b/i,
];

/** The learner asks for the answer or says they are stuck. */
export function isAnswerSeeking(text: string): boolean {
  return ANSWER_SEEKING_PATTERNS.some((pattern) => pattern.test(text));
}

const REASONING_MARKERS =
  /\b(because|since|therefore|so that|which means|that means|this means|if\b.{1,80}\bthen|evidence|for example|for instance|otherwise|whereas|unless|so\b)/i;

/** The reply gives a reason, not only a claim. */
export function showsReasoning(text: string): boolean {
  return REASONING_MARKERS.test(text);
}
