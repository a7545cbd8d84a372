import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import { initialState, type LearnerProfile, type TutorFeedback, type TutorState } from './contract';
import { understandingScore, xpDistribution } from './dialogue-progress';

/**
 * The tutor's first turn and the feedback every turn carries: no reading of text, so starting
 * a scenario needs neither the NLP model nor the rest of the tutor (the scenarios function
 * starts dialogues; the tutor worker plays them).
 */

/** How the tutor adapts to a premium learner's history with the scenario's skills. */
export function adaptive(learner: LearnerProfile, scenario: ScenarioContent) {
  return {
    weakSkill: learner.premium && scenario.skillIds.some((id) => learner.weakSkillIds.includes(id)),
    pastMisconception:
      learner.premium && scenario.skillIds.some((id) => learner.pastMisconceptionSkills.includes(id)),
  };
}

export function feedbackOf(scenario: ScenarioContent, state: TutorState, blurb: string): TutorFeedback {
  const score = understandingScore(scenario, state.credit);
  return {
    understandingScore: score,
    feedbackBlurb: blurb,
    isComplete: state.complete,
    lessonLearned: state.complete ? scenario.lessonLearned : null,
    xpDistribution: state.complete ? xpDistribution(scenario, score) : {},
  };
}

/** The opening question, gentler for a learner this skill has been hard for. The same for every tutor. */
export function openingTurn(scenario: ScenarioContent, learner: LearnerProfile) {
  const state = initialState();
  state.asked.push('opening');
  const coaching = adaptive(learner, scenario);
  const reply = coaching.weakSkill
    ? `This skill has been a tricky one for you, so we will take it a step at a time. ${scenario.opening}`
    : scenario.opening;
  return {
    reply,
    state,
    feedback: feedbackOf(scenario, state, 'Take your time and answer in your own words.'),
  };
}
