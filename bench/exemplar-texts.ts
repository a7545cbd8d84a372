import type { ScenarioContent } from '../shared/schemas/scenario-content';
import {
  CORRECT_CATEGORIES,
  loadHeldOut,
  NON_CREDIT_CATEGORIES,
  TUNING_SETS,
  type HeldOutSet,
} from './tutor-evaluation';

/**
 * The texts of a scenario's exemplar memory (functions/tutor/exemplars.ts): every reply of the
 * tuning sets, with its set and kind, and each rubric item's insight and phrasings. The fresh
 * set is never among them. bench/build-exemplars.ts encodes them; test/unit/exemplars.test.ts
 * checks that the stored files still match them.
 */
let sets: Array<[string, HeldOutSet]> | undefined;

export function exemplarTexts(scenario: ScenarioContent): {
  replies: Array<{ set: string; kind: string; text: string }>;
  items: Array<{ id: string; text: string }>;
} {
  sets ??= TUNING_SETS.map((name) => [name, loadHeldOut(name)]);
  const replies = sets.flatMap(([name, set]) => {
    const entry = set.scenarios.find((s) => s.scenarioId === scenario.id);
    if (!entry) return [];
    return [...CORRECT_CATEGORIES, ...NON_CREDIT_CATEGORIES].flatMap((kind) =>
      (entry.replies[kind] ?? []).map((text) => ({ set: name, kind, text })),
    );
  });
  const items = scenario.rubric.flatMap((item) =>
    [item.insight, ...item.phrasings].map((text) => ({ id: item.id, text })),
  );
  return { replies, items };
}
