import type { Misconception, RubricItem, ScenarioContent } from '../../shared/schemas/scenario-content';
import { analyse, term, termOccurs, type Analysis, type Term } from './language';

/**
 * Reads a learner reply against a scenario's rubric: which key concepts it hits (by lemma,
 * with negation honoured), how close it is to the ways learners who have the insight say it,
 * and which misconceptions it voices.
 */
interface CompiledConcepts {
  groups: Term[][];
  minConcepts: number;
  phrasings: Array<Map<string, number>>;
}

export interface CompiledScenario {
  scenario: ScenarioContent;
  context: Analysis;
  items: Map<string, CompiledConcepts>;
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

function compile(item: RubricItem | Misconception): CompiledConcepts {
  return {
    groups: item.concepts.map((group) => group.map(term)),
    minConcepts: item.minConcepts,
    phrasings: item.phrasings.map((p) => bag(analyse(p).contentLemmas)),
  };
}

const cache = new Map<string, CompiledScenario>();

export function compileScenario(scenario: ScenarioContent): CompiledScenario {
  const cached = cache.get(scenario.id);
  if (cached?.scenario === scenario) return cached;
  const compiled: CompiledScenario = {
    scenario,
    context: analyse(scenario.context),
    items: new Map(scenario.rubric.map((item) => [item.id, compile(item)])),
    misconceptions: new Map(scenario.misconceptions.map((m) => [m.id, compile(m)])),
  };
  cache.set(scenario.id, compiled);
  return compiled;
}

export interface ConceptMatch {
  hits: number;
  minConcepts: number;
  /** Highest cosine similarity to one of the example phrasings. */
  similarity: number;
}

export function matchConcepts(reply: Analysis, concepts: CompiledConcepts): ConceptMatch {
  const hits = concepts.groups.filter((group) => group.some((t) => termOccurs(reply, t))).length;
  const mine = bag(reply.contentLemmas);
  const similarity = Math.max(0, ...concepts.phrasings.map((p) => cosine(mine, p)));
  return { hits, minConcepts: concepts.minConcepts, similarity };
}

/** Partial credit needs a concept and some likeness to how the insight is said, not one stray word. */
const PARTIAL_LIKENESS = 0.4;

/** Credit (0..1) a reply earns on a rubric item. */
export function creditFor(match: ConceptMatch): number {
  if (match.hits >= match.minConcepts) return 1;
  if (match.hits === 0 || match.similarity < PARTIAL_LIKENESS) return 0;
  return 0.5 * (match.hits / match.minConcepts);
}

export function voicesMisconception(match: ConceptMatch): boolean {
  return match.hits >= match.minConcepts;
}
