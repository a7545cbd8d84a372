import { describe, expect, it } from 'vitest';
import { LEARNING_PATHS, pathSkillIds } from '../../functions/content/learning-paths';
import { SCENARIOS, SCENARIOS_BY_ID } from '../../functions/content/scenarios';
import { COGNITIVE_BIASES, MENTAL_MODELS } from '../../functions/content/toolkit';
import { isGenericTerm } from '../../functions/tutor/lexicon';
import { affirmed, term } from '../../functions/tutor/terms';
import { compiledFor, RubricTutor } from '../../functions/tutor/rubric-tutor';
import {
  creditFor,
  matchConcepts,
  readReply,
  voicesMisconception,
} from '../../functions/tutor/rubric-matcher';

const skills = new Set([...MENTAL_MODELS, ...COGNITIVE_BIASES].map((item) => item.id));

describe('scenario content', () => {
  it('has at least 60 scenarios with unique ids and titles', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
    expect(new Set(SCENARIOS.map((s) => s.title)).size).toBe(SCENARIOS.length);
    expect(new Set(SCENARIOS.map((s) => s.context)).size).toBe(SCENARIOS.length);
  });

  it('trains every mental model and bias, and points only at real skills', () => {
    const trained = new Set(SCENARIOS.flatMap((s) => s.skillIds));
    for (const id of trained) expect(skills.has(id), id).toBe(true);
    for (const id of skills) expect(trained.has(id), `${id} has no scenario`).toBe(true);
  });

  it('has at least 6 premium scenarios and 14 premium items across the content', () => {
    const premiumScenarios = SCENARIOS.filter((s) => s.premium).length;
    expect(premiumScenarios).toBeGreaterThanOrEqual(6);
    const premiumToolkit = [...MENTAL_MODELS, ...COGNITIVE_BIASES].filter((item) => item.premium).length;
    expect(premiumScenarios + premiumToolkit).toBeGreaterThanOrEqual(14);
  });

  it('never names the skill it trains in the title', () => {
    const names = new Map(
      [...MENTAL_MODELS, ...COGNITIVE_BIASES].map((item) => [item.id, item.name.toLowerCase()]),
    );
    for (const s of SCENARIOS) {
      for (const id of s.skillIds) expect(s.title.toLowerCase(), s.id).not.toContain(names.get(id));
    }
  });

  it('builds at least five learning paths from real, free scenarios, each training distinct skills', () => {
    expect(LEARNING_PATHS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(LEARNING_PATHS.map((p) => p.id)).size).toBe(LEARNING_PATHS.length);
    for (const path of LEARNING_PATHS) {
      for (const id of path.scenarioIds)
        expect(SCENARIOS_BY_ID.get(id)?.premium, `${path.id}/${id}`).toBe(false);
      expect(pathSkillIds(path).length, path.id).toBe(path.scenarioIds.length);
    }
  });

  describe.each(SCENARIOS.map((s) => [s.id, s] as const))('%s', (_, scenario) => {
    const compiled = compiledFor(scenario);

    it('has reachable rubric items: every example phrasing earns the item in full', () => {
      for (const item of scenario.rubric) {
        for (const phrasing of item.phrasings) {
          const credit = creditFor(
            matchConcepts(readReply(compiled, phrasing), compiled.items.get(item.id)!),
          );
          expect(credit, `${item.id}: "${phrasing}"`).toBe(1);
        }
      }
    });

    it('has no rubric concept that a generic word satisfies on its own', () => {
      // (Generic terms of misconceptions are dropped when the rubric is compiled.)
      for (const entry of scenario.rubric) {
        for (const phrase of entry.concepts.flat())
          expect(isGenericTerm(phrase), `${entry.id}: "${phrase}"`).toBe(false);
      }
    });

    it('gives every item contradicting claims and a why question, and no contradiction fires on a correct phrasing', () => {
      // Each phrasing is read once; every claim is then looked up in the readings.
      const readings = scenario.rubric
        .flatMap((item) => item.phrasings)
        .map((phrasing) => ({ phrasing, reading: readReply(compiled, phrasing) }));
      for (const item of scenario.rubric) {
        expect(item.contradictions?.length ?? 0, item.id).toBeGreaterThanOrEqual(3);
        expect(item.why, item.id).toBeTruthy();
        for (const claim of item.contradictions ?? []) {
          for (const { phrasing, reading } of readings) {
            expect(affirmed(reading, term(claim)), `${item.id}: "${claim}" in "${phrasing}"`).toEqual([]);
          }
        }
      }
    });

    it('gives nothing for the scenario text pasted back as a reply', () => {
      const tutor = new RubricTutor();
      const learner = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };
      const { state } = tutor.opening(scenario, learner);
      const pasted = tutor.turn({
        scenario,
        state,
        message: scenario.context.slice(0, 600),
        learner,
        history: [],
      });
      expect(pasted.verdict).toBe('COPY');
      expect(pasted.feedback.understandingScore).toBe(0);
    });

    it('recognises each misconception from its example phrasings', () => {
      for (const m of scenario.misconceptions) {
        for (const phrasing of m.phrasings) {
          const voiced = voicesMisconception(
            readReply(compiled, phrasing),
            compiled.misconceptions.get(m.id)!,
            compiled,
          );
          expect(voiced, `${m.id}: "${phrasing}"`).toBe(true);
        }
      }
    });
  });
});
