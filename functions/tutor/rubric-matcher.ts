import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import { analyse, continues, isNegator, type Analysis } from './language';
import { aboutWhatDoesNotCount, dismissals, inSubject, refutations, withinSubject } from './dismissal';
import { FRAMING, isGenericTerm, rejectionTerms } from './lexicon';
import { vocabularyOf, type Vocabulary } from './spelling';
import { affirmed, asserted, occurrences, term, type Occurrence, type Term } from './terms';
import { contrasted, negationFallsOn, notBefore } from './negation-place';
import { imperativesOf, opensVerdict } from './verdicts';
import { narrowsModel } from './model-scope';

/**
 * Reads a learner reply against a scenario's rubric. A concept counts only inside a sentence
 * that says something (a clause with a verb, not a list of words), and only with its meaning:
 * a plain term not negated, a negated term ("not count") under a negation. An item is shown
 * when enough of its concepts meet in one claim (one sentence, or a sentence and the one that
 * points back to it); a claim that says the opposite of the item (its contradicting claims, or
 * the positive form of one of its negated terms beside its other words) earns nothing and is
 * read as a wrong turn. Generic words never make a concept on their own.
 */

interface CompiledConcepts {
  id: string;
  groups: Term[][];
  minConcepts: number;
  phrasings: Array<Map<string, number>>;
  /** Claims that say the opposite: authored ones, and the positive form of each negated term. */
  contradictions: Term[];
  derivedContradictions: Term[];
  /** The trap's verdicts in the imperative, from its first-person ones ("i'd sign" -> "sign"). */
  imperatives: Term[];
  /**
   * The item is itself about what does not count (a negated term, a word such as "sunk", or a
   * phrasing that waves something away): a reply waving its words away agrees with it.
   */
  dismissive: boolean;
  /** Terms the item's own phrasings state (not negated): denying one denies the item. */
  stated: ReadonlySet<Term>;
}

export interface CompiledScenario {
  scenario: ScenarioContent;
  context: Analysis;
  vocabulary: Vocabulary;
  /** Content lemmas of the scenario, its rubric and its misconceptions, to tell on-topic from off. */
  topicLemmas: ReadonlySet<string>;
  skillNames: Term[];
  /** Every model and bias name a learner may invoke, for telling when one is waved away. */
  modelNames: Term[];
  /** The people in the story who argue for the trap. */
  trapHolders: Term[];
  /** What the trap argues for ("the streak app"), for telling when a reply endorses it. */
  trapOptions: Term[];
  items: Map<string, CompiledConcepts>;
  /** Per rubric item, per ladder question: the concept groups the question asks about. */
  rungConcepts: Map<string, number[][]>;
  misconceptions: Map<string, CompiledConcepts>;
}

function bag(lemmas: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lemma of lemmas) counts.set(lemma, (counts.get(lemma) ?? 0) + 1);
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    dot += v * (b.get(k) ?? 0);
  }
  for (const v of b.values()) nb += v * v;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** What compiles into concepts: a rubric item, a misconception, or the assessment's free-text item. */
interface ConceptSource {
  id: string;
  concepts: string[][];
  minConcepts: number;
  phrasings: string[];
  contradictions?: string[];
}

const SAYING = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM', 'ADV']);

function compile(item: ConceptSource): CompiledConcepts {
  const groups = item.concepts.map((group) => group.filter((phrase) => !isGenericTerm(phrase)).map(term));
  // The positive form of a negated term argues the other way, when it still says something:
  // "nothing behind" leaves only "behind", which says nothing on its own.
  const derived = groups
    .flat()
    .filter((t) => t.negative && t.tokens.some((w) => !isNegator(w) && SAYING.has(w.pos) && !w.stop))
    .map((t) => term(t.values.join(' ')));
  const phrasings = item.phrasings.map((p) => analyse(p));
  return {
    id: item.id,
    groups,
    minConcepts: item.minConcepts,
    phrasings: phrasings.map((p) => bag(p.contentLemmas)),
    contradictions: (item.contradictions ?? []).map(term),
    derivedContradictions: derived,
    imperatives: imperativesOf(item.contradictions ?? []),
    dismissive: aboutWhatDoesNotCount(groups.flat(), phrasings),
    stated: new Set(
      groups.flat().filter((t) => !t.negative && phrasings.some((p) => affirmed(p, t).length > 0)),
    ),
  };
}

/** Concepts outside a scenario (the assessment's free-text item), read with the same rules. */
export function compileConcepts(id: string, concepts: string[][], minConcepts: number): CompiledConcepts {
  return compile({ id, concepts, minConcepts, phrasings: [] });
}

/** Concept groups a text (a ladder question) mentions. */
function groupsIn(text: string, concepts: CompiledConcepts): number[] {
  const read = analyse(text);
  return concepts.groups.flatMap((group, index) =>
    group.some((t) => affirmed(read, t).length > 0) ? [index] : [],
  );
}

const cache = new Map<string, CompiledScenario>();

export function compileScenario(
  scenario: ScenarioContent,
  skillNames: readonly string[] = [],
  modelNames: readonly string[] = [],
): CompiledScenario {
  const cached = cache.get(scenario.id);
  if (cached?.scenario === scenario) return cached;
  const texts = [
    scenario.context,
    scenario.objective,
    scenario.opening,
    ...scenario.rubric.flatMap((item) => [...item.concepts.flat(), ...item.phrasings, item.insight]),
    ...scenario.misconceptions.flatMap((m) => [...m.concepts.flat(), ...m.phrasings]),
    ...skillNames,
  ];
  const analysed = texts.map((text) => analyse(text));
  const topic = new Set(
    analysed.flatMap((a) => a.words.filter((w) => !w.stop && w.value.length > 2).map((w) => w.lemma)),
  );
  const items = new Map(scenario.rubric.map((item) => [item.id, compile(item)]));
  const compiled: CompiledScenario = {
    scenario,
    context: analysed[0]!,
    vocabulary: vocabularyOf(analysed),
    topicLemmas: topic,
    skillNames: skillNames.map(term),
    modelNames: [...new Set([...skillNames.map((n) => n.toLowerCase()), ...modelNames])].map(term),
    trapHolders: (scenario.trapHolders ?? []).map(term),
    trapOptions: (scenario.trapOptions ?? []).map(term),
    items,
    rungConcepts: new Map(
      scenario.rubric.map((item) => [
        item.id,
        item.ladder.map((rung) => groupsIn(rung.question, items.get(item.id)!)),
      ]),
    ),
    misconceptions: new Map(scenario.misconceptions.map((m) => [m.id, compile(m)])),
  };
  cache.set(scenario.id, compiled);
  return compiled;
}

/** Reads a reply in the scenario's vocabulary, so spelling slips meet the words they meant. */
export function readReply(compiled: CompiledScenario, text: string): Analysis {
  return analyse(text, compiled.vocabulary);
}

export interface ConceptMatch {
  /** Most concept groups met together in one claim. */
  hits: number;
  minConcepts: number;
  /** Highest cosine similarity of the reply's claims to one of the example phrasings. */
  similarity: number;
  /** The reply states a claim against the item. */
  contradicted: boolean;
  /** The reply negates one of the item's concepts (a denial). */
  denied: boolean;
  /** Which concept groups the reply used anywhere in its claims (for the question ladder). */
  groupsUsed: number[];
  /** The sentence of the best claim, for a reply that reflects the learner's words. */
  sentence: number | null;
}

const claimSentences = (reply: Analysis) => reply.sentences.filter((s) => s.claim).map((s) => s.index);

/** Sentences that form one claim: each claim sentence, joined with the next when that one points back. */
function claimSpans(reply: Analysis): number[][] {
  const claims = new Set(claimSentences(reply));
  const spans: number[][] = [];
  for (const index of claims) {
    spans.push([index]);
    if (continues(reply, index) && claims.has(index + 1)) spans.push([index, index + 1]);
  }
  return spans;
}

export function inClaims(found: Occurrence[], claims: ReadonlySet<number>): Occurrence[] {
  return found.filter((o) => claims.has(o.sentence));
}

export function matchConcepts(reply: Analysis, concepts: CompiledConcepts): ConceptMatch {
  const claims = new Set(claimSentences(reply));
  const spoken = dismissals(reply, claims);
  const waved = concepts.dismissive ? [] : spoken.filter((d) => d.subject);
  const isWaved = (o: Occurrence) => waved.some((d) => inSubject(o, d));
  const found = concepts.groups.map((group) =>
    inClaims(
      group.flatMap((t) => affirmed(reply, t)),
      claims,
    ).filter((o) => !reply.tokens[o.start]!.conceded),
  );
  // The learner waved the item's own words away: they argue against it and count for nothing.
  const wavedAway = found.flat().some(isWaved);
  const hitsByGroup = found.map((occurrences) => occurrences.filter((o) => !isWaved(o)));
  let hits = 0;
  let sentence: number | null = null;
  for (const span of claimSpans(reply)) {
    const count = hitsByGroup.filter((found) => found.some((o) => span.includes(o.sentence))).length;
    if (count > hits) {
      hits = count;
      sentence = span[0]!;
    }
  }
  const itemHits = hitsByGroup.flat();
  const itemClauses = new Set(itemHits.map((o) => o.clause));
  // "[Raising it to $120] won't change that": the trap's claim, waved away, is not voiced.
  const refuted = refutations(reply, claims);
  // "the FAQ will" is not voiced by "the FAQ won't": the negation after its closing auxiliary.
  const negatedAfter = (o: Occurrence) => {
    const next = reply.tokens[o.end];
    return reply.tokens[o.end - 1]!.pos === 'AUX' && next !== undefined && isNegator(next);
  };
  // "not a sign [she doesn't care]": a negative claim under a negation of its own is denied.
  // Only for contradictions: cancelling such double negations for every term (in occurrences)
  // loses correct replies that say "doesn't know what he doesn't know" (sets A-F, -12).
  const doublyNegated = (o: Occurrence) =>
    o.term.negative &&
    reply.tokens.slice(o.start + 1, o.end).some(isNegator) &&
    !isNegator(reply.tokens[o.start]!) &&
    reply.tokens[o.start]!.negation !== 'none';
  const voiced = (o: Occurrence) =>
    !refuted.some((d) => withinSubject(o, d)) &&
    !reply.tokens[o.start]!.weighed &&
    !negatedAfter(o) &&
    !doublyNegated(o);
  // A contradiction counts in any sentence that is not a list: "Stay." says enough.
  const stated = new Set(reply.sentences.filter((s) => !s.list).map((s) => s.index));
  const authored = concepts.contradictions.some(
    (t) => asserted(reply, inClaims(affirmed(reply, t), stated)).filter(voiced).length > 0,
  );
  const imperative = concepts.imperatives.some((t) =>
    asserted(reply, affirmed(reply, t))
      .filter(voiced)
      .some((o) => opensVerdict(reply, o)),
  );
  const derived = concepts.derivedContradictions.some((t) =>
    asserted(
      reply,
      inClaims(
        // "doesn't make him a cardiologist": under the clause's negation, not the positive form.
        occurrences(reply, t).filter((o) => !o.negated && reply.tokens[o.start]!.negation === 'none'),
        claims,
      ),
    ).some((o) => itemClauses.has(o.clause)),
  );
  // "..., but that doesn't matter": a dismissal of no named thing, or of the item's own words,
  // beside the item's words.
  const dismissed =
    !concepts.groups.flat().some((t) => t.negative) &&
    [...itemClauses].length > 0 &&
    spoken.some(
      (d) =>
        d.general &&
        itemHits.some((hit) => hit.sentence === d.occurrence.sentence) &&
        (!d.subject?.named || itemHits.some((hit) => inSubject(hit, d))),
    );
  // A negated concept denies the item when the negation is outright disbelief ("I don't think
  // ..."), or when it falls on the word itself ("isn't urgent", "not an illusion") or on a word
  // the item's own phrasings state; a word the rubric lists only beside the insight, negated in
  // passing ("Maple House isn't a partner"), leaves the item to its other words. Nor does it
  // deny when the reply shows the item in full and the negated word is the other side of a
  // contrast ("a sandwich cafe, not a steakhouse") or sits in another clause.
  const shown = hits >= concepts.minConcepts;
  // "Nothing legit guarantees 43 percent": the negation is the item's own negated term
  // ("nothing legit") said of the word, not a denial of it.
  const ownNegation = (o: Occurrence) =>
    itemHits.some((h) => h.term.negative && h.clause === o.clause && h.start < o.start);
  const denies = (t: Term, o: Occurrence) =>
    o.disbelieved ||
    ((concepts.stated.has(t) || negationFallsOn(reply, o)) &&
      !ownNegation(o) &&
      !(shown && (contrasted(reply, o) || !itemClauses.has(o.clause))));
  const denied = concepts.groups
    .flat()
    .filter((t) => !t.negative)
    .some((t) => inClaims(occurrences(reply, t), claims).some((o) => o.negated && denies(t, o)));
  const claimLemmas = reply.tokens
    .filter((t) => t.isWord && !t.stop && t.value.length > 1 && claims.has(t.sentence))
    .map((t) => t.lemma);
  const mine = bag(claimLemmas);
  const similarity = Math.max(0, ...concepts.phrasings.map((p) => cosine(mine, p)));
  return {
    hits,
    minConcepts: concepts.minConcepts,
    similarity,
    contradicted: authored || imperative || derived || dismissed || wavedAway,
    denied,
    groupsUsed: hitsByGroup.flatMap((found, index) => (found.length > 0 ? [index] : [])),
    sentence,
  };
}

/** Partial credit needs a concept and some likeness to how the insight is said, not one stray word. */
const PARTIAL_LIKENESS = 0.4;

/** Credit (0..1) a reply earns on a rubric item. */
export function creditFor(match: ConceptMatch): number {
  if (match.contradicted || match.denied) return 0;
  if (match.hits >= match.minConcepts) return 1;
  if (match.hits === 0 || match.similarity < PARTIAL_LIKENESS) return 0;
  return 0.5 * (match.hits / match.minConcepts);
}

/**
 * Whether the reply voices a misconception: its concepts in a claim, affirmed, and not merely
 * named ("that's loss aversion") or reported ("calling it a paper loss is a story I tell myself").
 */
export function voicesMisconception(
  reply: Analysis,
  misconception: CompiledConcepts,
  compiled: CompiledScenario,
): boolean {
  const claims = new Set(claimSentences(reply));
  const named = compiled.skillNames.flatMap((t) => occurrences(reply, t));
  const framedClauses = new Set(
    reply.tokens.filter((t) => FRAMING.has(t.lemma) || FRAMING.has(t.value)).map((t) => t.clause),
  );
  const voiced = misconception.groups.map((group) =>
    asserted(
      reply,
      inClaims(
        group.flatMap((t) => affirmed(reply, t)),
        claims,
      ),
      false,
    ).filter((o) => !framedClauses.has(o.clause) && !named.some((n) => n.start <= o.start && o.end <= n.end)),
  );
  return voiced.filter((found) => found.length > 0).length >= misconception.minConcepts;
}

/**
 * Whether the reply waves a model or bias away: its name and a rejection ("doesn't apply",
 * "is just theory", "works both ways") asserted in one claim. Such a reply argues against the
 * lesson, whatever else it names.
 */
export function rejectsModel(reply: Analysis, compiled: CompiledScenario): boolean {
  const claims = new Set(claimSentences(reply));
  const named = new Set(
    compiled.modelNames
      .flatMap((t) => asserted(reply, inClaims(affirmed(reply, t), claims)))
      .map((o) => o.sentence),
  );
  // "That's not a halo effect, that's the evidence": the lesson's own model or bias denied
  // ("not just loss aversion" adds to it instead).
  const denied = compiled.skillNames.some((t) =>
    asserted(reply, inClaims(occurrences(reply, t), claims)).some((o) => notBefore(reply, o)),
  );
  if (denied) return true;
  // "Overconfidence would be saying 100 percent", "Status quo bias is real, but here ...".
  if (narrowsModel(reply, compiled.modelNames)) return true;
  if (named.size === 0) return false;
  return rejectionTerms().some((t) =>
    asserted(reply, inClaims(affirmed(reply, t), claims)).some((o) => named.has(o.sentence)),
  );
}
