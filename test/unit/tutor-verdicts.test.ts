import { describe, expect, it } from 'vitest';

/**
 * The trap's verdict, said as the learner's own decision. An item's first-person contradictions
 * ("i'd renew the pass") also stand for the same decision said as a command ("Renew the pass.",
 * "..., so renew it") or after another first-person lead ("we should renew the pass"), but not
 * where the action is weighed, questioned, named as one side of a choice, carried by someone
 * else's verb, or a later step of a plan or under a condition ("then renew it", "renew it if"). On the test scenario of test/support/tutor-gym.ts, with replies in no rubric file.
 */
import { withContradiction } from '../support/tutor-gym';

const renew = withContradiction('fee-is-spent', "i'd renew the pass");
const stay = withContradiction('fee-is-spent', 'i should stay');
const SHOWN = 'The $600 is gone either way, so it should not count';

describe("the trap's verdict as the learner's own decision", () => {
  it('reads the first-person verdict said as a command as a wrong turn', () => {
    for (const reply of [
      `${SHOWN}. Renew the pass.`,
      `${SHOWN}. So, renew the pass.`,
      `${SHOWN}, so renew the pass in January.`,
      `${SHOWN}; renew the pass anyway.`,
      `${SHOWN}. Renew the pass, even if it stings.`,
      `${SHOWN}, but I've put too much in. Renew the pass.`,
      `${SHOWN}. Just renew the pass.`,
    ]) {
      const turn = renew(reply);
      expect(turn.verdict, reply).toBe('WRONG_DIRECTION');
      expect(turn.feedback.understandingScore, reply).toBe(0);
    }
  });

  it('reads the same verdict after another first-person lead as a wrong turn', () => {
    for (const reply of [
      `${SHOWN}, but we should still renew the pass.`,
      `${SHOWN}. I have to renew the pass.`,
      `${SHOWN}. Let's renew the pass.`,
      `${SHOWN}, so I'm going to renew the pass.`,
    ]) {
      const turn = renew(reply);
      expect(turn.verdict, reply).toBe('WRONG_DIRECTION');
      expect(turn.feedback.understandingScore, reply).toBe(0);
    }
  });

  it('does not read a weighed, questioned, refused, supposed or alternative action as the verdict', () => {
    for (const reply of [
      `${SHOWN}. Renewing the pass would only add to it.`,
      `${SHOWN}. Renew the pass? No.`,
      `${SHOWN}. Don't renew the pass.`,
      `${SHOWN}. Renew the pass or join the club, the fee stays spent.`,
      `${SHOWN}. If I renew the pass, that is a new decision.`,
      `${SHOWN}. Try the club for a month, then renew the pass.`,
      `${SHOWN}. Renew the pass only if I start going again.`,
      `${SHOWN}; renew the pass once the classes have room.`,
    ]) {
      expect(renew(reply).state.credit['fee-is-spent'], reply).toBe(1);
    }
  });

  it('takes a one-word verdict as a bare command only', () => {
    for (const reply of [`${SHOWN}. Stay.`, `${SHOWN}. Stay there.`, `${SHOWN}, so stay.`]) {
      const command = stay(reply);
      expect(command.verdict, reply).toBe('WRONG_DIRECTION');
      expect(command.feedback.understandingScore, reply).toBe(0);
    }
    for (const reply of [
      `${SHOWN}. Stay with the numbers, not the guilt.`,
      `${SHOWN}. Stay only until the classes free up.`,
      `${SHOWN}. I'd stay with the climbing club.`,
      `${SHOWN}. I join the club and stay with it.`,
    ]) {
      expect(stay(reply).state.credit['fee-is-spent'], reply).toBe(1);
    }
  });
});
