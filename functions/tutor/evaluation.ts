import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import type { LearnerProfile, TutorState } from './contract';
import { RubricTutor } from './rubric-tutor';

/**
 * Measures the rubric tutor against graded learner replies: how far each kind of reply moves
 * the score, whether every tutor turn asks a question, whether a turn ever states an insight
 * the learner has not shown (an answer reveal), and whether a question is ever asked twice.
 */
export const CATEGORIES = [
  'strong',
  'partial',
  'wrong',
  'misconception',
  'gibberish',
  'offTopic',
  'answerSeeking',
  'injection',
  'copy',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface EvalFixtures {
  partialTemplates: string[];
  wrong: string[];
  gibberish: string[];
  offTopic: string[];
  answerSeeking: string[];
  injection: string[];
}

export interface CategoryFigures {
  category: Category;
  replies: number;
  /** Mean change of the understanding score after one reply, from a fresh dialogue. */
  meanScoreGain: number;
  /** Share of tutor turns that ask a question (or close a completed dialogue). */
  questionShare: number;
  /** Tutor turns that state an insight the learner had not shown. */
  answerReveals: number;
  /** Questions asked a second time within a dialogue of six replies of this kind. */
  repeatedQuestions: number;
}

const LEARNER: LearnerProfile = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };
const DIALOGUE_TURNS = 6;

export function repliesFor(scenario: ScenarioContent, fixtures: EvalFixtures): Record<Category, string[]> {
  const concepts = scenario.rubric[0]!.concepts.map((group) => group[0]!);
  return {
    strong: scenario.rubric.map((item) => item.phrasings[0]!),
    partial: fixtures.partialTemplates.map((t, i) => t.replace('{concept}', concepts[i % concepts.length]!)),
    wrong: fixtures.wrong,
    misconception: scenario.misconceptions.map((m) => m.phrasings[0]!),
    gibberish: fixtures.gibberish,
    offTopic: fixtures.offTopic,
    answerSeeking: fixtures.answerSeeking,
    injection: fixtures.injection,
    copy: [scenario.context.slice(0, 500), scenario.context.slice(-400)],
  };
}

function questionsOf(text: string): string[] {
  return (text.match(/[^.!?]*\?/g) ?? []).map((q) => q.trim()).filter(Boolean);
}

function reveals(
  reply: string,
  scenario: ScenarioContent,
  shownBefore: TutorState['credit'],
  shownAfter: TutorState['credit'],
): boolean {
  return scenario.rubric.some(
    (item) =>
      (shownBefore[item.id] ?? 0) < 1 &&
      (shownAfter[item.id] ?? 0) < 1 &&
      (reply.includes(item.insight) || reply.includes(item.acknowledgement)),
  );
}

export function evaluate(scenarios: readonly ScenarioContent[], fixtures: EvalFixtures): CategoryFigures[] {
  const tutor = new RubricTutor();
  return CATEGORIES.map((category) => {
    let replies = 0;
    let gain = 0;
    let turns = 0;
    let asking = 0;
    let revealed = 0;
    let repeated = 0;
    for (const scenario of scenarios) {
      const set = repliesFor(scenario, fixtures)[category];
      // One reply from a fresh dialogue: how far it moves the score.
      for (const message of set) {
        const opening = tutor.opening(scenario, LEARNER);
        const turn = tutor.turn({ scenario, state: opening.state, message, learner: LEARNER, history: [] });
        replies += 1;
        gain += turn.feedback.understandingScore - opening.feedback.understandingScore;
        turns += 1;
        if (turn.feedback.isComplete || questionsOf(turn.reply).length > 0) asking += 1;
        if (reveals(turn.reply, scenario, opening.state.credit, turn.state.credit)) revealed += 1;
      }
      // A dialogue of several such replies: does the tutor ever ask the same question twice?
      let state = tutor.opening(scenario, LEARNER).state;
      const asked = new Set<string>([scenario.opening]);
      for (let i = 0; i < DIALOGUE_TURNS && !state.complete; i += 1) {
        const message = `${set[i % set.length]!}${i >= set.length ? ` (${i})` : ''}`;
        const turn = tutor.turn({ scenario, state, message, learner: LEARNER, history: [] });
        for (const question of questionsOf(turn.reply)) {
          if (asked.has(question)) repeated += 1;
          asked.add(question);
        }
        state = turn.state;
      }
    }
    return {
      category,
      replies,
      meanScoreGain: replies ? gain / replies : 0,
      questionShare: turns ? asking / turns : 0,
      answerReveals: revealed,
      repeatedQuestions: repeated,
    };
  });
}
