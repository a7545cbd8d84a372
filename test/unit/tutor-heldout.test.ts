import { describe, expect, it } from 'vitest';
import { conceptProbe } from '../../bench/concept-probe';
import { evaluate, loadHeldOut, recallOf, type EvalTutor } from '../../bench/tutor-evaluation';
import { SCENARIOS } from '../../functions/content/scenarios';
import { RubricTutor } from '../../functions/tutor/rubric-tutor';

/**
 * The rubric tutor on the replies of set B (written from the stories by writers who never saw
 * the rubrics; since used to guide rubric edits, so these floors guard against regressions,
 * while the fresh set, in npm run eval:tutor, measures generalisation). The floors are today's measured
 * figures: a matcher or rubric change that credits more lists, denials or wrong-direction
 * reasoning, or fewer correct replies, fails here. Raise them as the tutor improves.
 */
describe('rubric tutor on the held-out replies', () => {
  const result = evaluate(new RubricTutor() as unknown as EvalTutor<never>, SCENARIOS, loadHeldOut('set-b'));
  const category = (name: string) => result.categories.find((c) => c.category === name)!;

  it('never completes a dialogue on a typed time-up marker, and never reveals an unmet insight', () => {
    expect(result.coherence.typedMarkerCompletions).toBe(0);
    expect(result.coherence.answerReveals).toBe(0);
    expect(result.coherence.repeatedQuestions).toBe(0);
  });

  it('credits at most its measured share of keyword lists, denials, wrong-direction and steering replies', () => {
    expect(category('keywords').credited).toBeLessThanOrEqual(1);
    expect(category('denial').credited).toBe(0);
    expect(category('wrongDirection').credited).toBe(0);
    expect(category('steering').credited).toBe(0);
    expect(category('offTopic').credited).toBe(0);
  });

  it('credits at least its measured share of correct replies', () => {
    const recall = recallOf(result);
    expect(recall.credited / recall.replies).toBeGreaterThanOrEqual(0.95);
  });

  it('credits few items on their own concept terms with no claim around them, and completes no scenario', () => {
    const probe = conceptProbe(new RubricTutor() as unknown as EvalTutor<never>, SCENARIOS);
    expect(probe.credited.comma / probe.items).toBeLessThanOrEqual(0.05);
    expect(probe.credited.and / probe.items).toBeLessThanOrEqual(0.07);
    expect(probe.credited.space / probe.items).toBeLessThanOrEqual(0.125);
    expect(probe.completed).toBe(0);
    // It plays some 3,000 turns over the whole library: a busy machine needs more than 5 s.
  }, 60_000);
});
