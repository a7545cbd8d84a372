import { isNegator } from './language';
import { term, type Term } from './terms';

/**
 * The word lists the rubric matcher reads with: generic words that never show a concept on
 * their own, claims that wave a point away, and words that report an idea instead of holding it.
 */
/** Words too common in any discussion to show a concept by themselves (lemmas). */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'money',
  'pay',
  'paid',
  'cash',
  'keep',
  'hold',
  'sell',
  'buy',
  'first',
  'already',
  'time',
  'thing',
  'way',
  'good',
  'bad',
  'well',
  'better',
  'worse',
  'best',
  'more',
  'less',
  'much',
  'many',
  'lot',
  'big',
  'small',
  'really',
  'just',
  'now',
  'later',
  'today',
  'think',
  'know',
  'say',
  'get',
  'make',
  'take',
  'go',
  'come',
  'want',
  'need',
  'see',
  'look',
  'use',
  'try',
  'trying',
  'people',
  'person',
  'someone',
  'something',
  'help',
  'work',
  'working',
  'job',
  'option',
  'choice',
  'decision',
  'decide',
  'problem',
  'issue',
  'reason',
  'fact',
  'number',
  'year',
  'month',
  'week',
  'day',
  'change',
  'plan',
  'idea',
  'point',
  'part',
  'case',
  'question',
  'answer',
  'matter',
  'future',
  'past',
  'here',
  'there',
  'could',
  'might',
  'maybe',
  'probably',
  'other',
  'else',
  'different',
  'same',
  'right',
  'wrong',
  'true',
  'real',
  'important',
  'expect',
  'bet',
  'care',
  'cares',
  'drop',
  'support',
  'team',
  'staff',
  'explain',
  'could be',
  'might be',
  'because he',
  'because she',
  'a year',
  'if not',
]);

/**
 * Whether a concept term is generic: one generic word on its own ("money", "that money",
 * "keep"), or nothing but generic words ("pay more"). A negated term ("not matter") carries a
 * meaning of its own and is never generic.
 */
const genericCache = new Map<string, boolean>();

export function isGenericTerm(phrase: string): boolean {
  const cached = genericCache.get(phrase);
  if (cached !== undefined) return cached;
  const generic = judgeGeneric(phrase);
  genericCache.set(phrase, generic);
  return generic;
}

function judgeGeneric(phrase: string): boolean {
  const words = term(phrase).tokens;
  if (words.some(isNegator)) return false;
  const meaningful = words.filter(
    (w) => !['DET', 'PRON'].includes(w.pos) && !/^(the|a|an|that|this|it)$/.test(w.value),
  );
  const judged = meaningful.length > 0 ? meaningful : words;
  return judged.length === 0 || judged.every((w) => GENERIC_WORDS.has(w.value));
}

/**
 * Claims that wave a point away ("it doesn't matter", "that cancels out"). Beside an item's
 * words they argue against it, unless the item is itself about what does not matter.
 */
const DISMISSAL_PHRASES = [
  'not matter',
  'not count',
  'not relevant',
  'irrelevant',
  'not important',
  'not a problem',
  'not a big deal',
  'no big deal',
  'not explain',
  'not significant',
  'negligible',
  'overblown',
  'overrated',
  'cancel out',
  'cut both ways',
  'red herring',
  'beside the point',
  'not make a difference',
  'make no difference',
  'not change anything',
  'not worth worrying',
];

/** A phrase list as terms, read on first use rather than at start-up. */
function lazyTerms(phrases: readonly string[]): () => readonly Term[] {
  let terms: readonly Term[] | undefined;
  return () => (terms ??= phrases.map(term));
}

/** The dismissal claims as terms. */
export const dismissalTerms = lazyTerms(DISMISSAL_PHRASES);

/**
 * Predicates that wave their subject away ("[the $11,000 in savings] doesn't really matter",
 * "[whether Kai was left off too] isn't the issue"): the dismissal claims, and ways of saying
 * that something is not the point which only dismiss what they are said of.
 */
const SUBJECT_ONLY_DISMISSAL_PHRASES = [
  'not issue',
  'not point',
  'not problem',
  'not necessary',
  'not part',
  'not tell',
  'not affect',
  'not factor',
];

export interface DismissingPredicate {
  term: Term;
  /** One of the dismissal claims, which also argue against the words beside them. */
  general: boolean;
}
let predicates: readonly DismissingPredicate[] | undefined;

export function dismissingPredicates(): readonly DismissingPredicate[] {
  return (predicates ??= [
    ...dismissalTerms().map((t) => ({ term: t, general: true })),
    ...SUBJECT_ONLY_DISMISSAL_PHRASES.map((phrase) => ({ term: term(phrase), general: false })),
  ]);
}

/** Ways of saying something has no effect, as written. */
const REFUTING_PHRASES = [
  'not fix',
  'not solve',
  'not help',
  'not change',
  'not apply',
  'not work',
  'not mean',
];
let refuting: readonly DismissingPredicate[] | undefined;

/**
 * Predicates that deny their subject its effect ("[raising it to $120] won't change that",
 * "[a link to the FAQ] won't fix it"): said of the trap's proposal, they argue against it.
 */
export function refutingPredicates(): readonly DismissingPredicate[] {
  return (refuting ??= REFUTING_PHRASES.map((phrase) => ({ term: term(phrase), general: false })));
}

/** Words of an insight that is itself about what does not count ("the fee is sunk"). */
export const DISMISSIVE_LEMMAS = new Set([
  'sunk',
  'irrelevant',
  'ignore',
  'regardless',
  'disregard',
  'unrecoverable',
  'gone',
  'noise',
  'misleading',
  'meaningless',
]);

/** What a dismissal denies: a negated term with one of these says that something does not count. */
export const RELEVANCE = new Set([
  'matter',
  'count',
  'relevant',
  'important',
  'issue',
  'point',
  'change',
  'tell',
  'apply',
  'factor',
  'affect',
  'significant',
  'explain',
  'necessary',
  'problem',
  'difference',
  'prove',
  'show',
  'mean',
]);

/**
 * Claims that deny a named model or bias its force ("survivorship bias doesn't apply",
 * "opportunity cost is just theory", "anchoring works both ways"). Beside the name of a model
 * or bias, they reject the lesson the scenario teaches.
 */
const REJECTION_PHRASES = [
  'not apply',
  'only apply',
  'apply only',
  'only matter',
  'only explain',
  'only count',
  'just theory',
  'only theory',
  'just a theory',
  'in theory',
  'fancy excuse',
  'just an excuse',
  'work both ways',
  'cut both ways',
  'work in my favor',
  'work in my favour',
  'work in our favor',
  'work in our favour',
  'too pessimistic',
  'not relevant',
  'irrelevant',
  'overrated',
  'overblown',
  'a myth',
  'not real',
  'not a thing',
];
/** The rejection claims as terms. */
export const rejectionTerms = lazyTerms(REJECTION_PHRASES);

/** Words that report an idea instead of holding it: "calling it a paper loss", "the idea that ...". */
export const FRAMING = new Set([
  'call',
  'calling',
  'called',
  'so-called',
  'idea',
  'notion',
  'myth',
  'excuse',
  'trick',
  'story',
  'label',
  'pretend',
  'fallacy',
  'bias',
  'trap',
  'tell',
  'telling',
  'illusion',
  'feeling',
  // "it looks obvious only in hindsight"
  'hindsight',
]);
