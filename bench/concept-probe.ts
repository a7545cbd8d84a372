import type { ScenarioContent } from '../shared/schemas/scenario-content';
import { isGenericTerm } from '../functions/tutor/lexicon';
import {
  firstTurn,
  nextTurn,
  openDialogue,
  type EvalState,
  type EvalTutor,
  type EvidenceSource,
} from './tutor-evaluation';

/**
 * A gamer who has read the rubric: for each item, the shortest (non-generic) term of each of its
 * concept groups, with no claim around them ("ego, gone", "ego and gone", "ego gone"), sent as one
 * reply per item. Held-out keyword lists are written from the story alone; this probe is the
 * worst case, words that are known to be the concepts.
 */
export const PROBE_JOINS = [
  ['comma', ', '],
  ['and', ' and '],
  ['space', ' '],
] as const;

export interface ProbeFigures {
  items: number;
  /** Items credited (any credit) by their own terms, per way of joining them. */
  credited: Record<(typeof PROBE_JOINS)[number][0], number>;
  /** Scenarios completed by sending the comma-joined terms of every item in turn. */
  completed: number;
  scenarios: number;
}

function shortestTerm(group: readonly string[]): string {
  const specific = group.filter((t) => !isGenericTerm(t));
  return [...(specific.length ? specific : group)].sort(
    (a, b) => a.length - b.length || a.localeCompare(b),
  )[0]!;
}

/** Every reply the probe sends, by scenario (to weigh them among the exemplars beforehand). */
export function probeReplies(scenarios: readonly ScenarioContent[]): Map<string, string[]> {
  return new Map(
    scenarios.map((scenario) => [
      scenario.id,
      scenario.rubric.flatMap((item) =>
        PROBE_JOINS.map(([, join]) => item.concepts.map(shortestTerm).join(join)),
      ),
    ]),
  );
}

export function conceptProbe<S extends EvalState>(
  tutor: EvalTutor<S>,
  scenarios: readonly ScenarioContent[],
  evidence?: EvidenceSource,
): ProbeFigures {
  const figures: ProbeFigures = {
    items: 0,
    credited: { comma: 0, and: 0, space: 0 },
    completed: 0,
    scenarios: scenarios.length,
  };
  for (const scenario of scenarios) {
    for (const item of scenario.rubric) {
      figures.items += 1;
      for (const [name, join] of PROBE_JOINS) {
        const turn = firstTurn(tutor, scenario, item.concepts.map(shortestTerm).join(join), evidence);
        if ((turn.state.credit[item.id] ?? 0) > 0) figures.credited[name] += 1;
      }
    }
    let state = openDialogue(tutor, scenario).state;
    for (const item of scenario.rubric) {
      const turn = nextTurn(tutor, scenario, state, item.concepts.map(shortestTerm).join(', '), evidence);
      state = turn.state;
      if (turn.feedback.isComplete) {
        figures.completed += 1;
        break;
      }
    }
  }
  return figures;
}
