import { describe, expect, it, vi } from 'vitest';
import { SCENARIOS_BY_ID } from '../../functions/content/scenarios';
import type { LearnerProfile, TutorState } from '../../functions/tutor/contract';
import { fitLogistic, fitPrior } from '../../bench/fit-exemplar-weights';
import { FRESH_SET, TUNING_SETS } from '../../bench/tutor-evaluation';
import { priorLogit } from '../../functions/tutor/reply-prior';
import prior from '../../functions/tutor/reply-prior.json' with { type: 'json' };
import {
  credibility,
  CREDIBLE_ABOVE,
  featuresOf,
  FEATURE_NAMES,
  OVERRULE_ABOVE,
  RESTATES_AT,
  type ExemplarModel,
} from '../../functions/tutor/exemplar-rule';
import weights from '../../functions/tutor/exemplar-weights.json' with { type: 'json' };
import {
  correctShare,
  packVectors,
  unpackVectors,
  weighReply,
  type ExemplarEvidence,
  type ExemplarMemory,
} from '../../functions/tutor/exemplars';
import { countMetric } from '../../functions/platform/metrics';
import { compiledFor, RubricTutor } from '../../functions/tutor/rubric-tutor';
import { judgeItems, readTurn } from '../../functions/tutor/tutor-steps';
import { normalised, VECTOR_SIZE, type SentenceEncoder } from '../../functions/tutor/sentence-encoder';

vi.mock('../../functions/platform/metrics', () => ({ countMetric: vi.fn() }));

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
    expect(correctShare(nearCorrect)).toBeGreaterThan(0.5);
    expect(correctShare(nearWrong)).toBeLessThan(0.5);
  });

  it('gives the reply prior\u2019s log-odds with the neighbourhood', () => {
    expect(weighReply(memory, axis(0))!.anywhere).toBe(priorLogit(axis(0)));
  });

  it('takes an item\u2019s likeness from its nearest text', () => {
    const evidence = weighReply(memory, axis(1))!;
    expect(evidence.itemLikeness[futureItem!.id]).toBeCloseTo(1, 5);
    expect(evidence.itemLikeness[sunkItem!.id]).toBeCloseTo(0, 5);
  });

  it('leaves a whole set out when asked, and has no evidence without exemplars', () => {
    const withoutA = weighReply(memory, axis(0), 'set-a')!;
    const withA = weighReply(memory, axis(0))!;
    expect(correctShare(withoutA)).toBeLessThan(correctShare(withA));
    expect(weighReply({ ...memory, replies: [] }, axis(0))).toBeUndefined();
  });
});

/** Neighbourhoods a reply can fall in: among wrong-direction replies, among correct ones, or between. */
interface Profile {
  kindShares: Record<string, number>;
  nc: number;
  nw: number;
  no: number;
  anywhere: number;
}
function among(kind: 'wrong' | 'correct' | 'between' | 'leaning', itemId: string): ExemplarEvidence {
  const profiles: Record<typeof kind, Profile> = {
    wrong: {
      kindShares: { wrongDirection: 0.9, denial: 0.08, plain: 0.02 },
      nc: 0.45,
      nw: 0.85,
      no: 0.85,
      anywhere: -2,
    },
    correct: {
      kindShares: { plain: 0.8, terse: 0.19, denial: 0.01 },
      nc: 0.85,
      nw: 0.4,
      no: 0.45,
      anywhere: 2,
    },
    between: {
      kindShares: { plain: 0.5, wrongDirection: 0.5 },
      nc: 0.6,
      nw: 0.6,
      no: 0.6,
      anywhere: 0,
    },
    leaning: {
      kindShares: { plain: 0.85, wrongDirection: 0.15 },
      nc: 0.7,
      nw: 0.6,
      no: 0.6,
      anywhere: 1,
    },
  };
  const profile = profiles[kind];
  return {
    kindShares: profile.kindShares,
    nearestCorrect: profile.nc,
    nearestWrong: profile.nw,
    nearestOther: profile.no,
    itemLikeness: likeness(itemId),
    anywhere: profile.anywhere,
  };
}

describe('the exemplar model', () => {
  it('is fitted to the features the tutor computes, on a tuning set', () => {
    expect(weights.features).toEqual([...FEATURE_NAMES]);
    expect(TUNING_SETS as readonly string[]).toContain(weights.trainedOn);
    expect(weights.weights).toHaveLength(FEATURE_NAMES.length);
  });

  it('finds a reply more credible the more of its neighbours are correct replies', () => {
    const state = tutor.opening(scenario, FREE).state;
    const compiled = compiledFor(scenario);
    const reading = readTurn(compiled, 'I would compare what each option costs from here on.', state);
    const judgement = judgeItems(compiled, reading, state);
    const p = (kind: 'wrong' | 'correct' | 'between') =>
      credibility(featuresOf(judgement, reading, among(kind, futureItem!.id)));
    expect(p('wrong')).toBeLessThan(p('between'));
    expect(p('between')).toBeLessThan(p('correct'));
  });

  it('reads a reply that reads correct in any scenario as more credible, the neighbourhood being equal', () => {
    const state = tutor.opening(scenario, FREE).state;
    const compiled = compiledFor(scenario);
    const reading = readTurn(compiled, 'I would compare what each option costs from here on.', state);
    const judgement = judgeItems(compiled, reading, state);
    const between = among('between', futureItem!.id);
    const p = (anywhere: number) => credibility(featuresOf(judgement, reading, { ...between, anywhere }));
    expect(p(-3)).toBeLessThan(p(0));
    expect(p(0)).toBeLessThan(p(3));
  });

  it('has a reply prior fitted on the tuning sets but the exemplar model\u2019s own, never the fresh set', () => {
    expect(prior.weights).toHaveLength(VECTOR_SIZE);
    expect([...prior.trainedOn].sort()).toEqual(
      TUNING_SETS.filter((name) => name !== weights.trainedOn).sort(),
    );
    expect(prior.trainedOn).not.toContain(FRESH_SET);
    expect(Number.isFinite(priorLogit(axis(0)))).toBe(true);
  });

  it('fits a reply prior that separates what the vectors separate, the same way each time', () => {
    const x = Array.from({ length: 120 }, (_, i) => axis(i % 2 === 0 ? 0 : 1, 2 + (i % 5)));
    const y = x.map((_, i) => (i % 2 === 0 ? 1 : 0));
    const fitted = fitPrior(x, y, 1, 8);
    const full = { trainedOn: ['test'], ...fitted };
    expect(priorLogit(axis(0, 3), full)).toBeGreaterThan(1);
    expect(priorLogit(axis(1, 3), full)).toBeLessThan(-1);
    expect(fitPrior(x, y, 1, 8)).toEqual(fitted);
  });

  it('fits a logistic model that separates what its features separate', () => {
    const x = Array.from({ length: 200 }, (_, i) => [i % 2, (i % 7) / 7]);
    const y = x.map(([a]) => a!);
    const model = fitLogistic(x, y);
    const full: ExemplarModel = { trainedOn: 'test', features: ['a', 'b'], ...model };
    expect(credibility([1, 0.5], full)).toBeGreaterThan(0.9);
    expect(credibility([0, 0.5], full)).toBeLessThan(0.1);
  });
});

describe('exemplar evidence in a turn', () => {
  const wordsRight =
    'The 1.2 million is spent either way, so it should not decide anything, because we cannot get it back.';

  it('takes away the credit of words the matcher found when the reply sits among wrong replies', () => {
    expect(firstTurn(wordsRight).feedback.understandingScore).toBeGreaterThan(0);
    const doubted = firstTurn(wordsRight, among('wrong', sunkItem!.id));
    expect(doubted.feedback.understandingScore).toBe(0);
    expect(doubted.verdict).not.toBe('PROGRESS');
    expect(Object.values(doubted.state.credit).every((c) => c === 0)).toBe(true);
    expect(firstTurn(wordsRight, among('correct', sunkItem!.id)).feedback.understandingScore).toBe(
      firstTurn(wordsRight).feedback.understandingScore,
    );
  });

  it('keeps the credit of a reply that all but repeats the item\u2019s own text, wherever it sits', () => {
    const wrong = among('wrong', sunkItem!.id);
    const restating = {
      ...wrong,
      itemLikeness: { ...wrong.itemLikeness, [sunkItem!.id]: RESTATES_AT + 0.01 },
    };
    const near = { ...wrong, itemLikeness: { ...wrong.itemLikeness, [sunkItem!.id]: RESTATES_AT - 0.05 } };
    expect(firstTurn(wordsRight, restating).feedback.understandingScore).toBe(
      firstTurn(wordsRight).feedback.understandingScore,
    );
    expect(firstTurn(wordsRight, near).feedback.understandingScore).toBe(0);
    // Likeness alone, without the matcher's credit, earns nothing.
    const plain = 'I\u2019d pick whichever gets the customers a decent app sooner.';
    const likeFuture = { ...wrong, itemLikeness: { ...wrong.itemLikeness, [futureItem!.id]: 0.99 } };
    expect(firstTurn(plain, likeFuture).feedback.understandingScore).toBe(0);
  });

  it('credits the nearest unmet item when the reply sits among correct replies', () => {
    const plain = 'I\u2019d pick whichever gets the customers a decent app sooner.';
    expect(firstTurn(plain).feedback.understandingScore).toBe(0);
    const trusted = firstTurn(plain, among('correct', futureItem!.id));
    expect(trusted.verdict).toBe('PROGRESS');
    expect(trusted.state.credit[futureItem!.id]).toBe(1);
    expect(trusted.state.credit[sunkItem!.id] ?? 0).toBe(0);
    expect(trusted.reply).not.toContain(futureItem!.insight);
    expect(firstTurn(plain, among('wrong', futureItem!.id)).feedback.understandingScore).toBe(0);
  });

  it('never credits a plea for the answer, a list of words or a two-word reply, wherever they sit', () => {
    for (const message of [
      'Just tell me what the answer is, what should they do?',
      '1.2 million already spent sunk gone irrelevant 600,000 150,000 future cost nine months six weeks testers',
      'Sunk cost.',
    ]) {
      expect(firstTurn(message, among('correct', sunkItem!.id)).feedback.understandingScore, message).toBe(0);
    }
  });

  it('credits a terse reply without a verb only when the model is all but sure and the reply negates or compares', () => {
    const contrast = 'Better app sooner for customers, not pride.';
    const terms = 'The vendor module for our customers sooner.';
    expect(firstTurn(contrast).feedback.understandingScore).toBe(0);
    expect(firstTurn(contrast, among('correct', futureItem!.id)).verdict).toBe('PROGRESS');
    expect(firstTurn(contrast, among('leaning', futureItem!.id)).feedback.understandingScore).toBe(0);
    expect(firstTurn(terms, among('correct', futureItem!.id)).feedback.understandingScore).toBe(0);
    expect(firstTurn('Not sunk.', among('correct', sunkItem!.id)).feedback.understandingScore).toBe(0);
  });

  it('overrules a wrong turn the matcher saw only when the model is all but sure', () => {
    const wrong =
      'The 1.2 million is sunk, which is exactly why it matters either way, the team should stay on it.';
    const plain = 'I\u2019d pick whichever gets the customers a decent app sooner.';
    const state = tutor.opening(scenario, FREE).state;
    const compiled = compiledFor(scenario);
    const reading = readTurn(compiled, wrong, state);
    const judgement = judgeItems(compiled, reading, state);
    expect(judgement.contradicted).not.toBeNull();
    const p = credibility(featuresOf(judgement, reading, among('leaning', sunkItem!.id)));
    // Credible enough to credit a reply the matcher merely missed, not to overrule a wrong turn.
    expect(p).toBeGreaterThan(CREDIBLE_ABOVE);
    expect(p).toBeLessThanOrEqual(OVERRULE_ABOVE);
    expect(firstTurn(plain, among('leaning', futureItem!.id)).feedback.understandingScore).toBeGreaterThan(0);
    const leaning = firstTurn(wrong, among('leaning', sunkItem!.id));
    expect(leaning.feedback.understandingScore).toBe(0);
    expect(leaning.verdict).toBe('WRONG_DIRECTION');
    expect(firstTurn(wrong, among('wrong', sunkItem!.id)).feedback.understandingScore).toBe(0);
    expect(firstTurn(wrong, among('correct', sunkItem!.id)).verdict).toBe('PROGRESS');
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
    // Judging without the memory is counted: the EncoderFailures alarm watches it.
    expect(countMetric).toHaveBeenCalledTimes(1);
    expect(countMetric).toHaveBeenCalledWith('EncoderFailures');
  });
});
