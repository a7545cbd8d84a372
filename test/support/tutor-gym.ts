import type { LearnerProfile, TutorState, TutorTurn } from '../../functions/tutor/contract';
import { RubricTutor } from '../../functions/tutor/rubric-tutor';
import { scenarioContentSchema, type ScenarioContent } from '../../shared/schemas/scenario-content';

/**
 * Each precision and coherence rule of the rubric tutor, on a scenario written for this test
 * (so no reply below comes from a rubric file the tutor was built from).
 */
export const scenario = scenarioContentSchema.parse({
  id: 'the-unused-gym-pass',
  title: 'The Unused Gym Pass',
  category: 'Health',
  skillIds: ['sunk-cost-fallacy', 'opportunity-cost'],
  difficulty: 'BEGINNER',
  premium: false,
  requiredLevel: 1,
  context:
    'In January you paid $600 up front for a year at a gym across town. It is now May, you have gone four times, and each visit feels like a chore: the drive takes 25 minutes and the classes you wanted are always full. A colleague invites you to join her climbing club, which meets twice a week near your office and costs $40 a month. You enjoyed the one session you tried. Your partner says: "You already paid for the gym. If you stop going, that $600 is thrown away."',
  objective:
    'Decide whether to keep going to the gym or join the climbing club, and which arguments should count.',
  xpReward: 80,
  lessonLearned:
    'The $600 is spent whichever way you choose, so it cannot favour the gym. Compare only what each option will cost and give you from now on: the exercise you will actually do and enjoy is worth more than a pass you avoid.',
  opening: 'Your partner says stopping would throw the $600 away. What is that argument resting on?',
  trapHolders: ['my partner', 'partner'],
  trapOptions: ['the gym', 'the pass', 'the gym pass'],
  rubric: [
    {
      id: 'fee-is-spent',
      insight: 'The $600 is paid whether or not you keep going, so it should not push you toward the gym.',
      weight: 2,
      required: true,
      concepts: [
        ['600', 'the fee', 'membership fee', 'paid up front', 'sunk', 'gym pass'],
        [
          'either way',
          'whether or not',
          'can not get back',
          'not count',
          'irrelevant',
          'not a reason',
          'gone',
        ],
      ],
      minConcepts: 2,
      phrasings: [
        'The $600 is gone either way, so it should not decide anything.',
        'The membership fee is sunk; I cannot get it back by going.',
        'What I paid up front is irrelevant to what I do next.',
      ],
      ladder: [
        {
          kind: 'CLARIFICATION',
          question: 'If you join the climbing club tomorrow, what happens to the $600?',
        },
        {
          kind: 'ASSUMPTIONS',
          question: 'Your partner assumes going to the gym rescues the money. Does it?',
        },
        {
          kind: 'EVIDENCE',
          question: 'Which costs in this story are still ahead of you, and which are behind you?',
        },
        {
          kind: 'VIEWPOINTS',
          question: 'How would a friend who never bought the pass weigh the two options?',
        },
      ],
      hints: [
        'Look at which money you can still save and which you cannot.',
        'Ask whether either choice brings the payment back.',
        'Compare the two options as if the pass had been free.',
      ],
      acknowledgement: 'Right: the payment is behind you on both paths, so it cannot tip the balance.',
      contradictions: [
        'get my money worth',
        'should keep going to the gym',
        'must use the pass',
        'owe it to the fee',
      ],
      why: 'Why can that payment not tip the decision either way?',
    },
    {
      id: 'climbing-fits-better',
      insight:
        'Going forward the climbing club costs $40 a month and is exercise you enjoy and will actually do.',
      weight: 2,
      required: true,
      concepts: [
        ['climbing', 'climbing club', '40 a month', '$40'],
        ['enjoy', 'actually go', 'more likely to exercise', 'fun', 'near the office', 'close to work'],
      ],
      minConcepts: 2,
      phrasings: [
        'I enjoy climbing and would actually go, and it is only $40 a month.',
        'The climbing club is near the office, so I am more likely to exercise.',
        'Climbing is fun for me, which matters more than a pass I avoid.',
      ],
      ladder: [
        { kind: 'CLARIFICATION', question: 'What would each option cost you from May on?' },
        {
          kind: 'EVIDENCE',
          question: 'How many times did you go to the gym, and how did the climbing session feel?',
        },
        { kind: 'IMPLICATIONS', question: 'Which option leaves you exercising more by the end of the year?' },
        { kind: 'META', question: 'What is the goal of the money here: the pass, or the exercise?' },
      ],
      hints: [
        'Think about what each option gives you from now on.',
        'Compare how often you would really go to each.',
        'Put $40 a month for something you enjoy next to a pass you avoid.',
      ],
      acknowledgement: 'Yes: what matters is the exercise you will actually do from now on.',
      contradictions: ['stick with the gym', 'climbing is a waste', 'climbing costs more overall'],
      why: 'Why should what you will actually do weigh more than what you planned in January?',
    },
  ],
  misconceptions: [
    {
      id: 'stopping-wastes-the-fee',
      description: 'Believes that going to the gym stops the $600 from being wasted.',
      concepts: [['wasted', 'waste', 'throw away', 'thrown away', 'for nothing']],
      minConcepts: 1,
      phrasings: ['If I stop going, the $600 is wasted.', 'Quitting would throw away what I paid.'],
      question: 'If you keep going but dread every visit, is the $600 any less spent?',
    },
  ],
  completion: { minScore: 70, maxTurns: 10 },
});

export const tutor = new RubricTutor();
export const FREE: LearnerProfile = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };

export function play(messages: string[]): TutorTurn[] {
  let state: TutorState = tutor.opening(scenario, FREE).state;
  return messages.map((message) => {
    const turn = tutor.turn({ scenario, state, message, learner: FREE, history: [] });
    state = turn.state;
    return turn;
  });
}
export const one = (message: string) => play([message])[0]!;
export const questionsIn = (text: string) => (text.match(/\?/g) ?? []).length;

/**
 * A first turn on a variant of the test scenario (its id made from `suffix`), changed by `edit`:
 * for rules that only a rubric of a given shape exercises.
 */
export function onVariant(
  suffix: string,
  edit: (variant: ScenarioContent) => void,
): (message: string) => TutorTurn {
  const variant = structuredClone(scenario);
  variant.id = `${scenario.id}-${suffix.replace(/\W+/g, '-')}`;
  edit(variant);
  return (message) =>
    tutor.turn({
      scenario: variant,
      state: tutor.opening(variant, FREE).state,
      message,
      learner: FREE,
      history: [],
    });
}

/** The test scenario with one more contradiction on one item ("the pass will"), and a first turn on it. */
export const withContradiction = (itemId: string, phrase: string) =>
  onVariant(phrase, (variant) =>
    variant.rubric.find((item) => item.id === itemId)!.contradictions.push(phrase),
  );
