import type { Analysis } from './language';

/**
 * Spelling as learners type it: contractions without apostrophes and curly quotes made
 * readable, and slips corrected toward the words of the scenario being discussed.
 */
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
  // Common slips in the negative ones: a missed negation turns a claim around.
  dosent: 'does not',
  dosnt: 'does not',
  doesent: 'does not',
  didint: 'did not',
  didnot: 'did not',
  doesnot: 'does not',
  isint: 'is not',
  wasint: 'was not',
  cannt: 'cannot',
  shoudnt: 'should not',
  woudnt: 'would not',
  coudnt: 'could not',
};

export function normalise(text: string): string {
  return (
    text
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, ' - ')
      // "too much in. Finish it", "I said no. Stop": a sentence's end, not "in." (inches) or "No." (number).
      .replace(/\b(in|no)\.(?=\s+[A-Z])/gi, '$1 .')
      // "does'nt", "dosen't", "doesn;t": a negative contraction with its apostrophe astray.
      .replace(/\b([A-Za-z]+)(?:'nt|n;t)\b/g, "$1n't")
      .replace(/\b(dosen|dosn|doesen)'t\b/gi, 'does not')
      .replace(/\b([A-Za-z]+)\b/g, (word) => BARE_CONTRACTIONS[word.toLowerCase()] ?? word)
  );
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
export function correction(word: string, vocabulary: Vocabulary): string | null {
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
