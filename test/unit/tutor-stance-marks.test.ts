import { describe, expect, it } from 'vitest';
import { one, withContradiction } from '../support/tutor-gym';

/**
 * Where the trap's own claim appears in a reply without being the learner's claim: waved away
 * ("sticking with the gym won't fix ..."), granted before a turn, reported as someone else's
 * assumption or worry, or set aside ("instead of ..."). The learner's argument is what follows, so it earns its
 * credit; the same words said as the learner's own conclusion still earn nothing. On the test
 * scenario of test/support/tutor-gym.ts, with replies that are in no rubric file.
 */
const fee = (reply: string) => one(reply).state.credit['fee-is-spent'] ?? 0;
const climbing = (reply: string) => one(reply).state.credit['climbing-fits-better'] ?? 0;

describe('a contradiction that ends on an auxiliary', () => {
  // The fee item with a contradiction said as a prediction: "the pass will [pay off]".
  const predicted = withContradiction('fee-is-spent', 'the pass will');
  const feeOn = (message: string) => predicted(message).state.credit['fee-is-spent'] ?? 0;

  it('is not voiced when a negation follows it', () => {
    expect(feeOn("Using the pass won't bring the $600 back: it is gone either way.")).toBe(1);
  });

  it('is voiced when the learner predicts it', () => {
    expect(feeOn('Using the pass will pay off, even if the $600 is gone either way.')).toBe(0);
  });
});

describe('the trap claim denied its effect', () => {
  it('is no contradiction when the learner says it will not help', () => {
    for (const reply of [
      "Sticking with the gym won't fix the 25-minute drive; climbing is fun and only $40 a month.",
      "Sticking with the gym doesn't help me exercise, but climbing near the office is something I'd actually go to.",
    ]) {
      expect(climbing(reply), reply).toBe(1);
    }
  });

  it('still contradicts the item when the learner proposes it', () => {
    for (const reply of [
      "Climbing won't fix anything, so I'd stick with the gym even though climbing is fun.",
      "I'd stick with the gym; climbing near the office is fun but it doesn't help.",
    ]) {
      expect(climbing(reply), reply).toBe(0);
    }
  });
});

describe('a point granted before a turn', () => {
  it('is not the learner claim', () => {
    for (const reply of [
      'My partner has a point that I must use the pass. But the $600 is gone either way, so it cannot decide anything.',
      'I like the idea that I must use the pass, but the $600 is gone either way and going does not bring it back.',
      'In theory I must use the pass, but the $600 is gone either way, so it cannot decide anything.',
    ]) {
      expect(fee(reply), reply).toBe(1);
    }
  });

  it('is the learner claim when no turn follows', () => {
    for (const reply of [
      'My partner has a point: I must use the pass, or the $600 is gone either way.',
      'I must use the pass, because otherwise the $600 is gone either way.',
    ]) {
      expect(fee(reply), reply).toBe(0);
    }
  });
});

describe('the trap claim reported or set aside', () => {
  it('is not the learner claim', () => {
    for (const reply of [
      'My partner assumes I should stick with the gym, but climbing is fun and costs $40 a month.',
      'Instead of sticking with the gym, I would go climbing: it is fun and near the office.',
      'Before sticking with the gym out of guilt, I should see that climbing is fun and only $40 a month.',
      'Climbing is fun and only $40 a month, rather than stick with the gym.',
      'Going climbing is fun at $40 a month, and better for me than sticking with the gym.',
      'Climbing is fun and only $40 a month, so think twice before you stick with the gym.',
      'Try climbing for a month, it is fun and $40, before we stick with the gym again.',
      'My partner wants me to stick with the gym, but climbing is fun and only $40 a month.',
      // "rather ... than" takes the bare verb; a second option joined by "or" is set aside too
      "I'd rather go climbing, which is fun and $40 a month, than stick with the gym.",
      'Climbing is fun and only $40 a month: try it before paying for a trainer or sticking with the gym.',
    ]) {
      expect(climbing(reply), reply).toBe(1);
    }
  });

  it('is the learner claim when the learner wants it', () => {
    for (const reply of [
      'I want to stick with the gym, even if climbing is fun and $40 a month.',
      'Climbing is fun, but I would stick with the gym instead of going climbing.',
      "I'd stick with the gym rather than go climbing, even though climbing is fun at $40 a month.",
      'Sticking with the gym is better than going climbing, even if climbing is fun at $40 a month.',
      "I'd rather stick with the gym than go climbing, even if climbing is fun at $40 a month.",
    ]) {
      expect(climbing(reply), reply).toBe(0);
    }
  });
});

describe('an option set aside whose gerund the tagger reads as a noun', () => {
  const warned = withContradiction('climbing-fits-better', 'warn him to quit');
  const credit = (message: string) => warned(message).state.credit['climbing-fits-better'] ?? 0;

  it('is set aside like any other', () => {
    expect(
      credit('Instead of warning him to quit, I would go climbing: it is fun and only $40 a month.'),
    ).toBe(1);
  });

  it('is the learner claim when proposed', () => {
    expect(credit('I would warn him to quit, even though climbing is fun and only $40 a month.')).toBe(0);
  });
});

describe('a negative contradiction under a negation of its own', () => {
  const careless = withContradiction('climbing-fits-better', "i don't care about exercise");
  const credit = (message: string) => careless(message).state.credit['climbing-fits-better'] ?? 0;

  it('is denied, not voiced: "not a sign I don\'t care"', () => {
    for (const reply of [
      "Climbing is fun and only $40 a month. Skipping the gym is not a sign I don't care about exercise.",
      "Climbing is fun and only $40 a month; avoiding the gym doesn't mean I don't care about exercise.",
    ]) {
      expect(credit(reply), reply).toBe(1);
    }
  });

  it('is voiced when the learner says it', () => {
    expect(credit("Climbing is fun and only $40 a month, but I don't care about exercise.")).toBe(0);
  });
});

describe('a belief seen in hindsight', () => {
  it('is not voiced as the misconception', () => {
    expect(one('It only seems wasted in hindsight.').verdict).not.toBe('MISCONCEPTION');
  });

  it('is voiced when the learner states it', () => {
    for (const reply of ['The $600 is wasted if I quit.', 'Quitting means the $600 is wasted.']) {
      expect(one(reply).verdict, reply).toBe('MISCONCEPTION');
    }
  });
});

describe('the trap action named as the subject of its clause', () => {
  it('is weighed, not proposed, when what is said of it does not endorse it', () => {
    const reply =
      'Sticking with the gym would mean another 25-minute drive each time; climbing is fun and only $40 a month.';
    expect(climbing(reply)).toBe(1);
  });

  it('is proposed when what is said of it endorses it', () => {
    for (const reply of [
      'Sticking with the gym is the smart choice, even though climbing is fun and only $40 a month.',
      'Sticking with the gym will pay off, even though climbing is fun at $40 a month.',
    ]) {
      expect(climbing(reply), reply).toBe(0);
      expect(one(reply).verdict, reply).toBe('WRONG_DIRECTION');
    }
  });
});

describe('a point granted before ", but" without a granting word', () => {
  it('is not the learner claim when a claim follows the turn', () => {
    for (const reply of [
      'My plan was to stick with the gym, but climbing is fun and only $40 a month.',
      'We always stick with the gym, but climbing is fun and only $40 a month.',
    ]) {
      expect(climbing(reply), reply).toBe(1);
    }
  });

  it("is the learner claim when it is the learner's own decision", () => {
    for (const reply of [
      "I'd stick with the gym, but climbing is fun and only $40 a month.",
      'Stick with the gym, but climbing is fun and only $40 a month.',
      "Let's stick with the gym, but climbing is fun and only $40 a month.",
      'I think we should stick with the gym, but climbing is fun and only $40 a month.',
    ]) {
      expect(climbing(reply), reply).toBe(0);
      expect(one(reply).verdict, reply).toBe('WRONG_DIRECTION');
    }
  });
});
