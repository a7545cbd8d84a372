import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, formQuestions } from '../../functions/content/assessment';
import { freeTextPoints, scoreAttempt } from '../../functions/services/assessment/scoring';
import { ASSESSMENT_DIMENSIONS, type AssessmentQuestionContent } from '../../shared/schemas/assessment';

const best = (q: AssessmentQuestionContent) =>
  q.kind === 'FREE_TEXT' ? q.freeText!.sample : q.options.find((o) => o.points === 2)!.id;
const worst = (q: AssessmentQuestionContent) =>
  q.kind === 'FREE_TEXT' ? 'No idea really.' : q.options.find((o) => o.points === 0)!.id;

function answersWhere(form: 'A' | 'B', strong: (q: AssessmentQuestionContent) => boolean) {
  return new Map(formQuestions(form).map((q) => [q.id, strong(q) ? best(q) : worst(q)]));
}

describe('assessment content', () => {
  it('has two forms of 15 that match item for item in dimension and kind', () => {
    const a = formQuestions('A');
    const b = formQuestions('B');
    expect(a).toHaveLength(15);
    expect(b).toHaveLength(15);
    expect(a.map((q) => [q.dimension, q.kind])).toEqual(b.map((q) => [q.dimension, q.kind]));
    expect(new Set(ASSESSMENT_QUESTIONS.map((q) => q.id)).size).toBe(30);
    expect(new Set(ASSESSMENT_QUESTIONS.map((q) => q.questionText)).size).toBe(30);
    for (const form of ['A', 'B'] as const) {
      const possible = (d: string) => formQuestions(form).filter((q) => q.dimension === d).length;
      expect(ASSESSMENT_DIMENSIONS.map(possible)).toEqual([3, 4, 3, 3, 2]);
      expect(formQuestions(form).filter((q) => q.kind === 'FREE_TEXT')).toHaveLength(1);
    }
  });

  it('never names a licensed test', () => {
    for (const q of ASSESSMENT_QUESTIONS) {
      expect(q.questionText).not.toMatch(
        /cognitive reflection test|watson|glaser|cornell|california critical/i,
      );
    }
  });
});

describe('assessment scoring', () => {
  it.each(['A', 'B'] as const)('gives 100 and Reflective Analyst for the best answers on form %s', (form) => {
    const scored = scoreAttempt(
      formQuestions(form),
      answersWhere(form, () => true),
    );
    expect(scored.score).toBe(100);
    expect(Object.values(scored.subScores)).toEqual([100, 100, 100, 100, 100]);
    expect(scored.thinkingStyle).toBe('Reflective Analyst');
  });

  it.each(['A', 'B'] as const)('gives 0 for the worst answers on form %s', (form) => {
    const scored = scoreAttempt(
      formQuestions(form),
      answersWhere(form, () => false),
    );
    expect(scored.score).toBe(0);
    expect(scored.thinkingStyle).toBe('Quick Intuitive');
  });

  it('scores each dimension on its own items and names the style from the profile', () => {
    // Strong everywhere except the trap questions: a high score, but the style says what to fix.
    const quick = scoreAttempt(
      formQuestions('A'),
      answersWhere('A', (q) => q.dimension !== 'REFLECTION'),
    );
    expect(quick.subScores.REFLECTION).toBe(0);
    expect(quick.subScores.EVIDENCE).toBe(100);
    expect(quick.score).toBe(80);
    expect(quick.thinkingStyle).toBe('Quick Intuitive');
    expect(quick.weakestDimension).toBe('REFLECTION');

    const skeptic = scoreAttempt(
      formQuestions('A'),
      answersWhere('A', (q) => ['EVIDENCE', 'BIAS_AWARENESS', 'REFLECTION'].includes(q.dimension)),
    );
    expect(skeptic.subScores).toMatchObject({
      EVIDENCE: 100,
      BIAS_AWARENESS: 100,
      REFLECTION: 100,
      REASONING: 0,
    });
    expect(skeptic.thinkingStyle).toBe('Careful Skeptic');
    expect(skeptic.weakestDimension).toMatch(/REASONING|OPEN_MINDEDNESS/);

    const explorer = scoreAttempt(
      formQuestions('B'),
      answersWhere('B', (q) => ['OPEN_MINDEDNESS', 'REFLECTION'].includes(q.dimension)),
    );
    expect(explorer.thinkingStyle).toBe('Open Explorer');

    const developing = scoreAttempt(
      formQuestions('B'),
      answersWhere('B', (q) => q.dimension === 'REFLECTION'),
    );
    expect(developing.score).toBe(20);
    expect(developing.thinkingStyle).toBe('Developing Thinker');
    expect(explorer.overallFeedback).toContain('biggest opportunity');
    expect(Object.keys(explorer.detailedFeedback)).toHaveLength(5);
  });

  it('reads the free-text answer with the tutor reader: the flaw named earns full credit, not its denial', () => {
    for (const form of ['A', 'B'] as const) {
      const q = formQuestions(form).find((x) => x.kind === 'FREE_TEXT')!;
      expect(freeTextPoints(q, q.freeText!.sample)).toBe(2);
      expect(freeTextPoints(q, 'qwpo zxnv lkjh asdf')).toBe(0);
      expect(freeTextPoints(q, 'I agree with the argument, it seems fine to me.')).toBe(0);
    }
  });

  it('gives a list of the right words nothing, and a plain-words explanation full credit', () => {
    const q = formQuestions('A').find((x) => x.kind === 'FREE_TEXT')!;
    expect(
      freeTextPoints(q, 'anecdote, one case, small sample, risk, probability, crash, accident, luck'),
    ).toBe(0);
    expect(
      freeTextPoints(q, 'anecdote one case small sample risk probability crash accident luck statistics'),
    ).toBe(0);
    expect(
      freeTextPoints(
        q,
        'He is just one person who got lucky. The real question is what happens to people in a crash, and belts cut that risk a lot.',
      ),
    ).toBe(2);
    expect(
      freeTextPoints(q, "I don't think one person's luck says anything about the risk either way."),
    ).toBeLessThan(2);
  });
});
