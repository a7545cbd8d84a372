import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../functions/content/scenarios';
import { evaluate, type EvalFixtures } from '../../functions/tutor/evaluation';

const fixtures = JSON.parse(
  readFileSync(new URL('../fixtures/tutor-eval-replies.json', import.meta.url), 'utf8'),
) as EvalFixtures;

describe('rubric tutor over the graded reply set, every scenario', () => {
  const figures = new Map(evaluate(SCENARIOS, fixtures).map((f) => [f.category, f]));

  it('moves the score most for strong replies, some for partial ones, and not at all otherwise', () => {
    const strong = figures.get('strong')!.meanScoreGain;
    const partial = figures.get('partial')!.meanScoreGain;
    expect(strong).toBeGreaterThan(partial);
    expect(partial).toBeGreaterThan(0);
    for (const category of [
      'wrong',
      'misconception',
      'gibberish',
      'offTopic',
      'answerSeeking',
      'injection',
      'copy',
    ] as const) {
      expect(figures.get(category)!.meanScoreGain, category).toBe(0);
    }
  });

  it('asks a question every turn, never reveals an unmet insight and never repeats a question', () => {
    for (const f of figures.values()) {
      expect(f.questionShare, f.category).toBe(1);
      expect(f.answerReveals, f.category).toBe(0);
      expect(f.repeatedQuestions, f.category).toBe(0);
    }
  });
});
