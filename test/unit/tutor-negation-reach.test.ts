import { describe, expect, it } from 'vitest';
import { analyse } from '../../functions/tutor/language';
import { contrasted, negationFallsOn, notBefore } from '../../functions/tutor/negation-place';
import { occurrences, term } from '../../functions/tutor/terms';
import { FREE, one, onVariant, scenario, tutor } from '../support/tutor-gym';

/**
 * What a dismissal or a negation reaches. A learner who waves an item's own words away ("X doesn't really matter", "whether X isn't the
 * issue") denies that item, wherever the words sit in the sentence; waving away what an item
 * itself says does not count (the fee is sunk) agrees with it. A negation governs its own
 * clause, not the next one. On the test scenario of
 * test/support/tutor-gym.ts, with replies that are in no rubric file.
 */
describe('the subject of a dismissal', () => {
  it('gives no credit for an item whose words the learner waves away', () => {
    for (const reply of [
      "Climbing being fun and only $40 a month isn't really the issue here.",
      'Whether I would enjoy climbing at $40 a month does not really matter.',
      "The fact that the climbing club is fun and near the office isn't the point, I paid for the gym.",
      'Climbing at $40 a month and being fun is not necessary to think about.',
    ]) {
      const turn = one(reply);
      expect(turn.state.credit['climbing-fits-better'] ?? 0, reply).toBe(0);
      expect(turn.feedback.understandingScore, reply).toBe(0);
    }
  });

  it('still credits an item when the learner waves away something else', () => {
    for (const reply of [
      "Climbing at $40 a month is fun and the pass I already paid for isn't the issue.",
      'Climbing is fun for me at $40 a month, and what I spent in January is not the point.',
      "The gym pass I never use doesn't matter now; climbing at $40 a month is fun and I'd actually go.",
    ]) {
      expect(one(reply).state.credit['climbing-fits-better'], reply).toBe(1);
    }
  });

  it('reads an item as about what does not count only from its own words of relevance', () => {
    // The climbing item with a negated term that says nothing about relevance ("not boring").
    const variant = structuredClone(scenario);
    variant.id = 'the-unused-gym-pass-variant';
    const climbing = variant.rubric.find((item) => item.id === 'climbing-fits-better')!;
    climbing.concepts[1]!.push('not boring');
    const reply = "Climbing being fun and only $40 a month isn't really the issue here.";
    const opening = tutor.opening(variant, FREE);
    const turn = tutor.turn({
      scenario: variant,
      state: opening.state,
      message: reply,
      learner: FREE,
      history: [],
    });
    expect(turn.state.credit['climbing-fits-better'] ?? 0).toBe(0);
  });

  it('reads waving away what an item says does not count as agreeing with it', () => {
    for (const reply of [
      "The $600 I already paid doesn't really matter, it is gone either way.",
      "Whether I use the pass or not isn't the issue: the $600 is gone either way.",
    ]) {
      expect(one(reply).state.credit['fee-is-spent'], reply).toBe(1);
    }
  });

  it('does not read a negation elsewhere in the sentence as a dismissal', () => {
    for (const reply of ['Climbing at $40 a month is fun, so I would go without telling myself to.']) {
      expect(one(reply).state.credit['climbing-fits-better'], reply).toBe(1);
    }
  });
});

describe('how far a negation reaches', () => {
  it('stops at a clause opened by "when" or "until", whatever the tagger calls the word', () => {
    for (const reply of [
      "The gym pass doesn't help when climbing at $40 a month is fun and I'd actually go.",
      "Don't renew the pass until climbing at $40 a month stops being fun.",
    ]) {
      expect(one(reply).state.credit['climbing-fits-better'], reply).toBe(1);
    }
  });

  it('reads "no" after a preposition as governing its phrase, and "no wonder" as no negation', () => {
    for (const reply of [
      'Climbing with no contract at $40 a month is fun and I would actually go.',
      "No wonder climbing at $40 a month is more fun for me and I'd actually go.",
    ]) {
      expect(one(reply).state.credit['climbing-fits-better'], reply).toBe(1);
    }
  });

  it('still reads a negation over its own clause', () => {
    for (const reply of [
      "Climbing at $40 a month isn't fun and I wouldn't actually go.",
      'No climbing at $40 a month would be fun for me.',
    ]) {
      expect(one(reply).state.credit['climbing-fits-better'] ?? 0, reply).toBe(0);
    }
  });
});

describe('negations typed with a slip', () => {
  it('reads a misspelt or misplaced negative contraction as the negation it is', () => {
    for (const reply of [
      'I didint enjoy climbing at $40 a month.',
      "I does'nt enjoy climbing at $40 a month.",
      'I doesn;t enjoy climbing at $40 a month.',
    ]) {
      expect(one(reply).state.credit['climbing-fits-better'] ?? 0, reply).toBe(0);
    }
    expect(one('The $600 dosent count any more, it is gone either way.').state.credit['fee-is-spent']).toBe(
      1,
    );
    // A slip that is a word of its own ("a dosen times", for dozen) is left alone.
    expect(analyse('I went a dosen times.').tokens.every((t) => t.negation === 'none')).toBe(true);
  });
});

describe('a negated word beside an item shown in full', () => {
  it('does not sink the item when it sits in another clause', () => {
    for (const reply of [
      "The $600 is gone either way, so I won't count it, and I don't want a pass I never use.",
      "Climbing is fun and only $40 a month, while the gym isn't fun for me at all.",
    ]) {
      const turn = one(reply);
      expect(
        Object.values(turn.state.credit).some((c) => c === 1),
        reply,
      ).toBe(true);
    }
  });

  it('still sinks it when the learner denies it outright or in the same clause', () => {
    for (const reply of [
      "Climbing is fun at $40 a month, but I don't think climbing is fun enough to matter.",
      "Climbing at $40 a month isn't fun for me.",
    ]) {
      expect(one(reply).state.credit['climbing-fits-better'] ?? 0, reply).toBe(0);
    }
  });

  it("reads the lesson's own bias denied as a wrong turn, but not one named beside another", () => {
    const denied = one(
      "That's not the sunk cost fallacy, that's just getting my money's worth from the $600.",
    );
    expect(denied.verdict).toBe('WRONG_DIRECTION');
    expect(denied.feedback.understandingScore).toBe(0);
    const added = one("It's not just the sunk cost fallacy: the $600 is gone either way, so it can't count.");
    expect(added.state.credit['fee-is-spent']).toBe(1);
  });
});

describe('a negated word denies what the item says, not what it lists beside it', () => {
  // The climbing item also lists "the drive", a word none of its phrasings states.
  const play = onVariant('drive', (variant) =>
    variant.rubric.find((item) => item.id === 'climbing-fits-better')!.concepts[1]!.push('the drive'),
  );

  it('leaves the item to its other words when a listed word is negated in passing', () => {
    const turn = play("Climbing at $40 a month is something I'd enjoy without the drive.");
    expect(turn.state.credit['climbing-fits-better']).toBe(1);
  });

  it('still denies the item when the negation falls on a word its phrasings state', () => {
    const turn = play("Climbing at $40 a month isn't fun and I wouldn't go.");
    expect(turn.state.credit['climbing-fits-better'] ?? 0).toBe(0);
  });

  it('still denies the item when the negation falls on the listed word itself', () => {
    for (const reply of [
      "Climbing at $40 a month wouldn't be close to work for me.",
      "Climbing at $40 a month isn't really near the office.",
    ]) {
      expect(play(reply).state.credit['climbing-fits-better'] ?? 0, reply).toBe(0);
    }
  });

  it('still denies the item under outright disbelief', () => {
    const turn = play("I don't think I'd enjoy climbing at $40 a month without the drive.");
    expect(turn.state.credit['climbing-fits-better'] ?? 0).toBe(0);
  });
});

describe('where a negation stands', () => {
  const at = (text: string, phrase: string) => {
    const reply = analyse(text);
    const found = occurrences(reply, term(phrase))[0]!;
    return { reply, found };
  };

  it('finds a negation on the word itself, past articles, adjectives, adverbs and auxiliaries', () => {
    for (const [text, phrase] of [
      ["The list isn't urgent.", 'urgent'],
      ["She shouldn't be fast-tracked.", 'fast-tracked'],
      ["It isn't really an illusion.", 'illusion'],
      ['That was never the plan.', 'plan'],
    ] as const) {
      const { reply, found } = at(text, phrase);
      expect(negationFallsOn(reply, found), text).toBe(true);
    }
    const { reply, found } = at("It doesn't need the drive.", 'the drive');
    expect(negationFallsOn(reply, found)).toBe(false);
  });

  it('reads "X, not Y" as a contrast and "not a Y" as a negation before the word', () => {
    const contrast = at('A sandwich cafe, not a steakhouse.', 'steakhouse');
    expect(contrasted(contrast.reply, contrast.found)).toBe(true);
    expect(notBefore(contrast.reply, contrast.found)).toBe(true);
    const plain = at("That's not a halo effect.", 'halo effect');
    expect(contrasted(plain.reply, plain.found)).toBe(false);
    expect(notBefore(plain.reply, plain.found)).toBe(true);
  });
});

describe("a negation that is the item's own negated term", () => {
  const fee = (reply: string) => one(reply).state.credit['fee-is-spent'] ?? 0;

  it('does not deny the words it is said of', () => {
    // "can't get back" is the item's own wording; "paid up front" after it is not denied
    expect(fee("It can't get back the 600 I paid up front, so it is not a reason.")).toBe(1);
  });

  it('still leaves a denial of the item a denial', () => {
    expect(fee("I don't think the 600 I paid up front is gone either way.")).toBe(0);
  });
});
