import { describe, expect, it } from 'vitest';

/**
 * The trap's option called right: each scenario names what its trap argues for
 * (`trapOptions`), and a reply that calls it right ("the gym is the smart choice") argues the
 * trap's way, whatever else it says. On the test scenario of test/support/tutor-gym.ts (its
 * options: "the gym", "the pass"), with replies in no rubric file.
 */
import { one } from '../support/tutor-gym';

const SHOWN = 'the $600 is gone either way, so it should not count';

describe("the trap's option called right", () => {
  it('is a wrong turn that earns nothing', () => {
    for (const reply of [
      `The gym is the smart choice: ${SHOWN}.`,
      `The pass is still the safer bet, since ${SHOWN}.`,
      `Honestly the gym really is the better option; ${SHOWN}.`,
      `The gym will work for me, and ${SHOWN}.`,
    ]) {
      const turn = one(reply);
      expect(turn.verdict, reply).toBe('WRONG_DIRECTION');
      expect(turn.feedback.understandingScore, reply).toBe(0);
    }
  });

  it('is not endorsed when faulted, denied, supposed, granted before a turn or only weighed', () => {
    for (const reply of [
      `The gym is a chore, and ${SHOWN}.`,
      `The gym is not the answer: ${SHOWN}.`,
      `The gym is the wrong fix: ${SHOWN}.`,
      `The gym is fine, but ${SHOWN}.`,
      `The gym would be fine if the classes were free; ${SHOWN}.`,
      `If the gym is the better option, it has to win on what comes next; ${SHOWN}.`,
      `My partner says the gym is the smart choice, but ${SHOWN}.`,
      `Keeping the gym is only right if I go; ${SHOWN}.`,
    ]) {
      expect(one(reply).state.credit['fee-is-spent'], reply).toBe(1);
    }
  });
});

describe("the trap's option taken as the learner's decision", () => {
  it('is a wrong turn that earns nothing', () => {
    for (const reply of [
      `${SHOWN}. Renew the gym pass.`,
      `I know ${SHOWN}; so keep the pass.`,
      `${SHOWN}, but I'll go with the gym anyway.`,
      `${SHOWN}. We should back the pass for another year.`,
    ]) {
      const turn = one(reply);
      expect(turn.verdict, reply).toBe('WRONG_DIRECTION');
      expect(turn.feedback.understandingScore, reply).toBe(0);
    }
  });

  it('is not taken when refused, asked, conditional, weighed or one side of a choice', () => {
    for (const reply of [
      `${SHOWN}. Don't renew the gym pass.`,
      `${SHOWN}. Should I keep the pass?`,
      `${SHOWN}. Keep the pass only if the classes open up.`,
      `${SHOWN}. Keeping the pass costs nothing more, but I won't use it.`,
      `${SHOWN}. Keep the pass or drop it, the money is spent.`,
    ]) {
      expect(one(reply).state.credit['fee-is-spent'], reply).toBe(1);
    }
  });
});
