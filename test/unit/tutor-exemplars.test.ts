import { describe, expect, it } from 'vitest';
import { SCENARIOS_BY_ID } from '../../functions/content/scenarios';
import type { LearnerProfile, TutorState } from '../../functions/tutor/contract';
import { DOUBT_BELOW, TRUST_ABOVE } from '../../functions/tutor/exemplar-rule';
import {
  packVectors,
  unpackVectors,
  weighReply,
  type ExemplarEvidence,
  type ExemplarMemory,
} from '../../functions/tutor/exemplars';
import { RubricTutor } from '../../functions/tutor/rubric-tutor';
import { normalised, VECTOR_SIZE, type SentenceEncoder } from '../../functions/tutor/sentence-encoder';

const scenario = SCENARIOS_BY_ID.get('the-half-built-app')!;
const [sunkItem, futureItem] = scenario.rubric;
const FREE: LearnerProfile = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };
const tutor = new RubricTutor();

/** A unit vector along one axis, or between two. */
function axis(...dims: number[]): Float32Array {
  const v = new Float32Array(VECTOR_SIZE);
  for (const d of dims) v[d] = 1;
  return normalised(v);
}

function firstTurn(message: string, evidence?: ExemplarEvidence) {
  const state: TutorState = tutor.opening(scenario, FREE).state;
  return tutor.turn({ scenario, state, message, learner: FREE, history: [], evidence });
}

const likeness = (itemId: string) =>
  Object.fromEntries(scenario.rubric.map((item) => [item.id, item.id === itemId ? 0.8 : 0.2]));

describe('exemplar memory', () => {
  it('stores vectors as bytes and reads them back to within a byte step', () => {
    const v = normalised(Array.from({ length: VECTOR_SIZE }, (_, i) => Math.sin(i)));
    const [back] = unpackVectors(packVectors([v]));
    for (let i = 0; i < VECTOR_SIZE; i++) expect(Math.abs(back![i]! - v[i]!)).toBeLessThanOrEqual(0.5 / 127);
  });

  const memory: ExemplarMemory = {
    scenarioId: scenario.id,
    encoder: 'test',
    replies: [
      { set: 'set-a', kind: 'plain', hash: 'a', vector: axis(0) },
      { set: 'set-b', kind: 'terse', hash: 'b', vector: axis(0, 1) },
      { set: 'set-a', kind: 'wrongDirection', hash: 'c', vector: axis(2) },
      { set: 'set-b', kind: 'denial', hash: 'd', vector: axis(2, 3) },
    ],
    items: [
      { id: sunkItem!.id, hash: 'e', vector: axis(0) },
      { id: futureItem!.id, hash: 'f', vector: axis(5) },
      { id: futureItem!.id, hash: 'g', vector: axis(1) },
    ],
  };

  it('weighs a reply by the kinds of its nearest exemplars, nearer ones counting more', () => {
    const nearCorrect = weighReply(memory, axis(0))!;
    const nearWrong = weighReply(memory, axis(2))!;
    expect(nearCorrect.correctShare).toBeGreaterThan(0.5);
    expect(nearWrong.correctShare).toBeLessThan(0.5);
  });

  it('takes an item\u2019s likeness from its nearest text', () => {
    const evidence = weighReply(memory, axis(1))!;
    expect(evidence.itemLikeness[futureItem!.id]).toBeCloseTo(1, 5);
    expect(evidence.itemLikeness[sunkItem!.id]).toBeCloseTo(0, 5);
  });

  it('leaves a whole set out when asked, and has no evidence without exemplars', () => {
    const withoutA = weighReply(memory, axis(0), 'set-a')!;
    const withA = weighReply(memory, axis(0))!;
    expect(withoutA.correctShare).toBeLessThan(withA.correctShare);
    expect(weighReply({ ...memory, replies: [] }, axis(0))).toBeUndefined();
  });
});

describe('exemplar evidence in a turn', () => {
  const wordsRight =
    'The 1.2 million is spent either way, so it should not decide anything, because we cannot get it back.';

  it('takes away the credit of words the matcher found when the reply sits among wrong replies', () => {
    expect(firstTurn(wordsRight).feedback.understandingScore).toBeGreaterThan(0);
    const doubted = firstTurn(wordsRight, {
      correctShare: DOUBT_BELOW - 0.05,
      itemLikeness: likeness(sunkItem!.id),
    });
    expect(doubted.feedback.understandingScore).toBe(0);
    expect(doubted.verdict).not.toBe('PROGRESS');
    expect(Object.values(doubted.state.credit).every((c) => c === 0)).toBe(true);
  });

  it('credits the nearest unmet item when nearly all neighbours are correct replies', () => {
    const plain = 'I\u2019d pick whichever gets the customers a decent app sooner.';
    expect(firstTurn(plain).feedback.understandingScore).toBe(0);
    const trusted = firstTurn(plain, {
      correctShare: TRUST_ABOVE + 0.05,
      itemLikeness: likeness(futureItem!.id),
    });
    expect(trusted.verdict).toBe('PROGRESS');
    expect(trusted.state.credit[futureItem!.id]).toBe(1);
    expect(trusted.state.credit[sunkItem!.id] ?? 0).toBe(0);
    expect(trusted.reply).not.toContain(futureItem!.insight);
  });

  it('leaves a reply between the thresholds to the matcher', () => {
    const middle = { correctShare: (DOUBT_BELOW + TRUST_ABOVE) / 2, itemLikeness: likeness(sunkItem!.id) };
    expect(firstTurn(wordsRight, middle).feedback.understandingScore).toBe(
      firstTurn(wordsRight).feedback.understandingScore,
    );
    expect(
      firstTurn('I\u2019d pick whichever gets the customers a decent app sooner.', middle).feedback
        .understandingScore,
    ).toBe(0);
  });

  it('never trusts over a wrong turn, a plea for the answer, a list of words or a two-word reply', () => {
    const trust = { correctShare: 0.99, itemLikeness: likeness(sunkItem!.id) };
    for (const message of [
      'The 1.2 million is sunk, which is exactly why it matters either way, the team should stay on it.',
      'Just tell me what the answer is, what should they do?',
      '1.2 million already spent sunk gone irrelevant 600,000 150,000 future cost nine months six weeks testers',
      'Sunk cost.',
    ]) {
      expect(firstTurn(message, trust).feedback.understandingScore, message).toBe(0);
    }
  });

  it('asks the encoder in respond, and answers from the matcher alone when the encoder fails', async () => {
    const memory: ExemplarMemory = {
      scenarioId: scenario.id,
      encoder: 'test',
      replies: [{ set: 'set-a', kind: 'wrongDirection', hash: 'x', vector: axis(0) }],
      items: scenario.rubric.map((item, i) => ({ id: item.id, hash: `i${i}`, vector: axis(10 + i) })),
    };
    const encoder: SentenceEncoder = { encode: (texts) => Promise.resolve(texts.map(() => axis(0))) };
    const broken: SentenceEncoder = { encode: () => Promise.reject(new Error('no model')) };
    const input = {
      scenario,
      state: tutor.opening(scenario, FREE).state,
      message: wordsRight,
      learner: FREE,
      history: [],
    };
    const weighed = await new RubricTutor({ memory: () => memory, encoder }).respond(input);
    const alone = await new RubricTutor({ memory: () => memory, encoder: broken }).respond(input);
    expect(weighed.feedback.understandingScore).toBe(0);
    expect(alone.feedback.understandingScore).toBeGreaterThan(0);
  });
});
