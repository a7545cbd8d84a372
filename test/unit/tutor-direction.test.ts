import { describe, expect, it } from 'vitest';

/**
 * The rubric tutor reads the direction of a whole reply: a reply that argues against one
 * insight, waves a model away, sides with the voice of the trap or asks for the answer earns
 * nothing; quoted, reported, supposed and conceded words are not the learner's claim. On the
 * test scenario of test/support/tutor-gym.ts, with replies that are in no rubric file.
 */
import { one } from '../support/tutor-gym';

/** The reply is read as arguing the other way: a wrong turn that earns nothing. */
function expectWrongTurn(reply: string): void {
  const turn = one(reply);
  expect(turn.verdict, reply).toBe('WRONG_DIRECTION');
  expect(turn.feedback.understandingScore, reply).toBe(0);
}

describe('the direction of the whole reply', () => {
  it('gives nothing for any item when the reply argues against one of them', () => {
    const turn = one(
      'Climbing is fun and only $40 a month, but the 600 is sunk either way so I should keep going to the gym.',
    );
    expect(turn.verdict).toBe('WRONG_DIRECTION');
    expect(turn.feedback.understandingScore).toBe(0);
  });

  it('reads a waved-away model or bias as a wrong turn: "doesn\'t apply", "just theory", "works both ways"', () => {
    for (const reply of [
      'The sunk cost fallacy does not apply here, because the 600 is gone either way and I can still use the gym.',
      'Opportunity cost is just theory; climbing at $40 a month is fun but the gym is already paid.',
      'Sunk cost works both ways, the climbing club would become a sunk cost too, so the 600 counts.',
    ]) {
      expectWrongTurn(reply);
    }
  });

  it('reads a model or bias defined away from the case as a wrong turn', () => {
    for (const reply of [
      'The sunk cost fallacy would be paying more to rescue the $600. I already paid, so using the gym is just sense.',
      'Sunk cost would mean chasing a loss; the 600 is gone either way, so going to the gym is fine.',
      'Opportunity cost is about big decisions, but climbing at $40 a month is small, so I keep the gym.',
      'The sunk cost fallacy is real, but here the 600 is gone either way and the gym is still the better habit.',
    ]) {
      expectWrongTurn(reply);
    }
  });

  it('still credits a reply that defines the model to apply it', () => {
    for (const reply of [
      'The sunk cost fallacy means letting the $600 decide, but it is gone either way, so the only question is what I will actually do.',
      'Sunk cost is about money already spent: the $600 is gone either way, so it should not decide.',
    ]) {
      expect(one(reply).feedback.understandingScore, reply).toBeGreaterThan(0);
    }
  });

  it('reads siding with the voice of the trap as a wrong turn, but not disagreeing or granting a point', () => {
    for (const reply of [
      "My partner's right, the 600 is gone either way but climbing at $40 a month is fun too.",
      'I agree with my partner: the fee is sunk either way and climbing is fun.',
      'Honestly my partner has a point and climbing at $40 a month is fun.',
      'The fee is sunk either way and climbing at $40 a month is fun. My partner is right.',
      'Climbing at $40 a month is fun, but the 600 is gone either way, so I will use the pass like my partner says.',
      'I back my partner here: the fee is sunk either way and climbing is fun.',
    ]) {
      expectWrongTurn(reply);
    }
    for (const reply of [
      "My partner isn't right: the $600 is gone either way, so it should not count.",
      'My partner is right that it was a lot of money, but the $600 is gone either way, so it does not count.',
      'If the pass could be refunded, my partner would have a point; the $600 is gone either way, so it does not count.',
      "I'd push back on my partner: the $600 is gone either way, so it does not count.",
      "I'd go back to my partner with this: the $600 is gone either way, so it should not count.",
      "My partner's point about the money is backwards: the $600 is gone either way, so it does not count.",
      'I would ask my partner point blank: the $600 is gone either way, so why should it count?',
    ]) {
      expect(one(reply).state.credit['fee-is-spent'], reply).toBe(1);
    }
  });

  it("reads going with the trap's voice or calling its proposal sound as siding with it", () => {
    for (const reply of [
      "I'd go with my partner: the 600 is gone either way and climbing at $40 a month is fun.",
      "My partner's plan is fine. The fee is sunk either way and climbing at $40 a month is fun.",
      'My partner has it right, the 600 is sunk either way and climbing at $40 a month is fun.',
      "My partner's idea makes sense: the fee is gone either way, and climbing is fun at $40 a month.",
    ]) {
      expectWrongTurn(reply);
    }
    for (const reply of [
      'My partner makes it sound simple, but the $600 is gone either way, so it does not count.',
      'Let my partner fix the schedule; the $600 is gone either way, so it does not count.',
    ]) {
      expect(one(reply).state.credit['fee-is-spent'], reply).toBe(1);
    }
  });

  it('still credits a reply that names the model to use it', () => {
    const turn = one('This is the sunk cost fallacy: the $600 is gone either way, so it should not count.');
    expect(turn.state.credit['fee-is-spent']).toBe(1);
  });

  it('does not hold a quoted or supposed claim against the learner', () => {
    const quoted = one(
      'My partner\'s "you must use the pass" is the trap: the $600 is gone either way, so it is irrelevant.',
    );
    expect(quoted.state.credit['fee-is-spent']).toBe(1);
    const supposed = one(
      'If I said I must use the pass, I would be guessing; the $600 is gone either way and does not count.',
    );
    expect(supposed.state.credit['fee-is-spent']).toBe(1);
  });

  it('does not hold what someone else says against the learner, but holds what the learner thinks', () => {
    const reported = one(
      'My partner says I must use the pass, but the $600 is gone either way, so it does not count.',
    );
    expect(reported.state.credit['fee-is-spent']).toBe(1);
    const own = one('I think I must use the pass, since the $600 is gone either way.');
    expect(own.verdict).toBe('WRONG_DIRECTION');
    expect(own.feedback.understandingScore).toBe(0);
  });

  it('gives no credit for words conceded only to be overruled', () => {
    const conceded = one("Sure, the $600 is gone either way, but I'd still rather go to the gym.");
    expect(conceded.state.credit['fee-is-spent'] ?? 0).toBe(0);
    const turned = one(
      'Sure, my partner has a point. But the $600 is gone either way, so it should not count.',
    );
    expect(turned.state.credit['fee-is-spent']).toBe(1);
  });
});

describe('asking for the answer is not an answer', () => {
  it("gives no credit to a request that borrows the insight's words", () => {
    const turn = one(
      'Is the point that the $600 is gone either way? Just tell me the answer you have in mind.',
    );
    expect(turn.verdict).toBe('ANSWER_SEEKING');
    expect(turn.feedback.understandingScore).toBe(0);
  });

  it('still credits a reply that says it is unsure but makes the claim', () => {
    const turn = one("I'm not totally sure, but the $600 is gone either way, so it should not count.");
    expect(turn.state.credit['fee-is-spent']).toBe(1);
  });
});
