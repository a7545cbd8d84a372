import {
  ASSESSMENT_DIMENSIONS,
  DIMENSION_NAMES,
  type AssessmentDimension,
  type AssessmentQuestionContent,
} from '../../../shared/schemas/assessment';
import { analyse } from '../../tutor/language';
import { isGibberish, isWordList } from '../../tutor/reply-checks';
import { compileConcepts, matchConcepts } from '../../tutor/rubric-matcher';

/**
 * Scores an assessment attempt. Choice items carry 0-2 points; the free-text item is read with
 * the tutor's own rules (concepts count only inside sentences that say something, negation
 * honoured, a list of words earns nothing): 2 when its claims name the flaw, 1 for part of it. Each dimension is the share of its points earned; the overall score weighs every
 * dimension alike. The thinking style and the feedback follow from the profile of sub-scores.
 */
export interface ScoredAttempt {
  score: number;
  subScores: Record<AssessmentDimension, number>;
  thinkingStyle: string;
  thinkingStyleExplanation: string;
  overallFeedback: string;
  detailedFeedback: Record<string, string>;
  weakestDimension: AssessmentDimension;
  strongestDimension: AssessmentDimension;
}

export function freeTextPoints(question: AssessmentQuestionContent, answer: string): number {
  if (!question.freeText) return 0;
  const reply = analyse(answer);
  if (isGibberish(reply) || isWordList(reply)) return 0;
  const { concepts, minConcepts } = question.freeText;
  const match = matchConcepts(reply, compileConcepts(question.id, concepts, minConcepts));
  if (match.denied) return 0;
  // An answer of a sentence or two: its concepts may sit in different claims of it.
  const hits = match.groupsUsed.length;
  if (hits >= minConcepts) return 2;
  return hits > 0 ? 1 : 0;
}

export function pointsFor(question: AssessmentQuestionContent, answer: string): number {
  if (question.kind === 'FREE_TEXT') return freeTextPoints(question, answer);
  return question.options.find((o) => o.id === answer)?.points ?? 0;
}

interface Style {
  name: string;
  explanation: string;
  applies: (s: Record<AssessmentDimension, number>, overall: number) => boolean;
}

/** Checked in order; the first that fits names the learner's thinking style. */
const STYLES: Style[] = [
  {
    name: 'Reflective Analyst',
    explanation:
      'You slow down when a question looks easy, test arguments for hidden assumptions and read evidence with its base rates in mind. Your next gains come from applying this under time pressure and in emotionally loaded decisions.',
    applies: (s, overall) => overall >= 80 && s.REFLECTION >= 67,
  },
  {
    name: 'Quick Intuitive',
    explanation:
      'You answer fast and often well, but several of your answers took the first option that felt right on questions built to reward a second look. Pausing to ask "what would make this wrong?" will lift most of your scores at once.',
    applies: (s) => s.REFLECTION < 50,
  },
  {
    name: 'Careful Skeptic',
    explanation:
      'You are hard to fool with weak evidence and you spot biases in others readily. Watch that the same skepticism is turned on your own favorite conclusions, and that it does not stop you from updating when good evidence arrives.',
    applies: (s) => s.EVIDENCE >= 67 && s.BIAS_AWARENESS >= 67,
  },
  {
    name: 'Open Explorer',
    explanation:
      'You welcome opposing views and change your mind readily. Pair that openness with sharper tools for weighing arguments and evidence, so you can tell which of the views you entertain deserve to win.',
    applies: (s) => s.OPEN_MINDEDNESS >= 75 && (s.REASONING + s.EVIDENCE) / 2 < 60,
  },
  {
    name: 'Steady Reasoner',
    explanation:
      'You reason soundly across the board without a single dominant strength or blind spot. Deliberate practice on your weakest dimension will make the biggest difference from here.',
    applies: (_, overall) => overall >= 45,
  },
  {
    name: 'Developing Thinker',
    explanation:
      'Several of your answers went with the option that sounded right rather than the one that survives a second look. That is the most common starting point, and every dimension here is a skill you can train: short, regular practice moves these scores quickly.',
    applies: () => true,
  },
];

const NEXT_STEPS: Record<AssessmentDimension, string> = {
  REFLECTION:
    'Before answering, write down your first answer and then try to prove it wrong in one sentence; the Deciding Under Pressure path trains exactly this pause.',
  REASONING:
    'When you meet an argument, name the unstated premise it needs and the strongest objection to it; the People, Crowds and Arguments path practises both.',
  EVIDENCE:
    'Ask "out of how many?" before trusting any rate or success story, and look for the comparison group; the Reading the Evidence path works through these cases.',
  BIAS_AWARENESS:
    'Pick one bias a week (anchoring, sunk cost, availability) and note each time you catch it in a real decision; the First Steps path starts with the most common ones.',
  OPEN_MINDEDNESS:
    'When you disagree, restate the other view until its holder would accept your summary before you answer it; the Knowing Where You Stand path builds this habit.',
};

function describe(dimension: AssessmentDimension, score: number): string {
  const level =
    score >= 80 ? 'a clear strength' : score >= 50 ? 'solid, with room to grow' : 'an area to build';
  return `${DIMENSION_NAMES[dimension]}: ${score}%, ${level}. ${NEXT_STEPS[dimension]}`;
}

export function scoreAttempt(
  questions: readonly AssessmentQuestionContent[],
  answers: ReadonlyMap<string, string>,
): ScoredAttempt {
  const earned = Object.fromEntries(ASSESSMENT_DIMENSIONS.map((d) => [d, 0])) as Record<
    AssessmentDimension,
    number
  >;
  const possible = Object.fromEntries(ASSESSMENT_DIMENSIONS.map((d) => [d, 0])) as Record<
    AssessmentDimension,
    number
  >;
  for (const question of questions) {
    possible[question.dimension] += 2;
    earned[question.dimension] += pointsFor(question, answers.get(question.id) ?? '');
  }
  const subScores = Object.fromEntries(
    ASSESSMENT_DIMENSIONS.map((d) => [d, possible[d] ? Math.round((earned[d] / possible[d]) * 100) : 0]),
  ) as Record<AssessmentDimension, number>;
  const score = Math.round(
    ASSESSMENT_DIMENSIONS.reduce((sum, d) => sum + subScores[d], 0) / ASSESSMENT_DIMENSIONS.length,
  );
  const ranked = [...ASSESSMENT_DIMENSIONS].sort((a, b) => subScores[a] - subScores[b]);
  const weakestDimension = ranked[0]!;
  const strongestDimension = ranked[ranked.length - 1]!;
  const style = STYLES.find((s) => s.applies(subScores, score))!;
  const overallFeedback =
    `You scored ${score} out of 100. Your strongest area is ${DIMENSION_NAMES[strongestDimension].toLowerCase()} ` +
    `(${subScores[strongestDimension]}%); your biggest opportunity is ${DIMENSION_NAMES[weakestDimension].toLowerCase()} ` +
    `(${subScores[weakestDimension]}%). ${NEXT_STEPS[weakestDimension]}`;
  return {
    score,
    subScores,
    thinkingStyle: style.name,
    thinkingStyleExplanation: style.explanation,
    overallFeedback,
    detailedFeedback: Object.fromEntries(
      ASSESSMENT_DIMENSIONS.map((d) => [DIMENSION_NAMES[d], describe(d, subScores[d])]),
    ),
    weakestDimension,
    strongestDimension,
  };
}
