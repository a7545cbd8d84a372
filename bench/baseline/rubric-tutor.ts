import type { RubricItem, ScenarioContent } from '../../shared/schemas/scenario-content';
import { SCENARIO_TIME_UP_MARKER } from '../../shared/schemas/scenarios';
import {
  initialState,
  type LearnerProfile,
  type ReplyVerdict,
  type Tutor,
  type TutorFeedback,
  type TutorState,
  type TutorTurn,
  type TutorTurnInput,
} from './contract';
import { analyse } from './language';
import {
  isAnswerSeeking,
  isCopyOf,
  isGibberish,
  isRepeat,
  isSteeringAttempt,
  showsReasoning,
} from './reply-checks';
import { compileScenario, creditFor, matchConcepts, voicesMisconception } from './rubric-matcher';

/**
 * The rubric tutor: deterministic, offline. It scores each reply against the scenario's
 * rubric, asks one focused question a turn aimed at the weakest unmet insight, escalates hints
 * when the learner is stuck or asks for the answer (never stating an unmet insight), and is not
 * moved by nonsense, repeats, copied text or attempts to steer it.
 */

/** Turns without progress on one item before a hint comes unasked (one for Adaptive Coaching). */
const STUCK_TURNS_BEFORE_HINT = 2;
/** Partial credit a reasoned partial answer gains ("because", "if ... then"). */
const REASONING_BONUS = 0.15;
const REMEMBERED_REPLIES = 30;

/** Questions that fit any scenario, used once the focused ladders are spent. */
const GENERAL_QUESTIONS = [
  'In your own words, what would you do here, and what is the main reason?',
  'What fact in the situation would most change your mind if it turned out to be different?',
  'Who in this story sees it differently from you, and what is the strongest point on their side?',
  'If you had to explain your conclusion to a sceptical colleague in two sentences, what would you say?',
  'What would you want to check before you were confident in your answer?',
] as const;

const OPENERS: Record<Exclude<ReplyVerdict, 'PROGRESS' | 'TIME_UP'>, readonly string[]> = {
  NO_PROGRESS: [
    'Let’s dig a little deeper.',
    'Fair enough, but there is more here.',
    'Stay with it a moment.',
  ],
  MISCONCEPTION: [
    'That is a common way to see it. Let’s test it.',
    'Hold on to that idea, and check it against the facts.',
  ],
  GIBBERISH: [
    'I could not make sense of that reply. Try a sentence or two in your own words.',
    'That did not read as an answer yet. Put your thinking into a sentence or two.',
  ],
  REPEAT: [
    'You made that point already. Let’s push past it.',
    'That is the same answer as before; look for something new.',
  ],
  COPY: [
    'That restates the situation as written. I would like your own reading of it.',
    'Those are the scenario’s words. Tell me what they mean for the decision, in yours.',
  ],
  STEERING: [
    'I can’t change how this works: the score moves only when your reasoning does.',
    'Nice try, but I only move the meter when your thinking moves.',
  ],
  ANSWER_SEEKING: ['I won’t hand you the answer, but here is a nudge.', 'Let’s find it together. A pointer:'],
};

const PARTIAL_OPENERS = ['You are onto something.', 'That is part of it.', 'Closer.'];

function pick<T>(options: readonly T[], turn: number): T {
  return options[turn % options.length]!;
}

function cloneState(state: TutorState): TutorState {
  return {
    ...state,
    credit: { ...state.credit },
    asked: [...state.asked],
    hints: { ...state.hints },
    misconceptions: [...state.misconceptions],
    replies: [...state.replies],
  };
}

export function understandingScore(scenario: ScenarioContent, credit: Record<string, number>): number {
  const total = scenario.rubric.reduce((sum, item) => sum + item.weight, 0);
  const earned = scenario.rubric.reduce((sum, item) => sum + item.weight * (credit[item.id] ?? 0), 0);
  return Math.round((earned / total) * 100);
}

function isShown(state: TutorState, item: RubricItem): boolean {
  return (state.credit[item.id] ?? 0) >= 1;
}

function requirementsMet(scenario: ScenarioContent, state: TutorState): boolean {
  return scenario.rubric.filter((item) => item.required).every((item) => isShown(state, item));
}

/** XP for the dialogue: the reward scaled by the score, split over the skills (main skill double). */
export function xpDistribution(scenario: ScenarioContent, score: number): Record<string, number> {
  const earned = Math.round((scenario.xpReward * score) / 100);
  const weights = scenario.skillIds.map((_, index) => (index === 0 ? 2 : 1));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const shares = scenario.skillIds.map((_, index) => Math.floor((earned * weights[index]!) / totalWeight));
  shares[0]! += earned - shares.reduce((a, b) => a + b, 0);
  const result: Record<string, number> = {};
  scenario.skillIds.forEach((id, index) => {
    if (shares[index]! > 0) result[id] = shares[index]!;
  });
  return result;
}

/** The unmet item to work on: required before optional, least credit first, then rubric order. */
function chooseFocus(scenario: ScenarioContent, state: TutorState): RubricItem | null {
  const open = scenario.rubric.filter((item) => !isShown(state, item));
  if (open.length === 0) return null;
  return [...open].sort((a, b) => {
    if (a.required !== b.required) return a.required ? -1 : 1;
    return (state.credit[a.id] ?? 0) - (state.credit[b.id] ?? 0);
  })[0]!;
}

function nextQuestion(scenario: ScenarioContent, state: TutorState, focus: RubricItem | null): string | null {
  const candidates = focus
    ? [focus, ...scenario.rubric.filter((item) => item !== focus && !isShown(state, item))]
    : scenario.rubric.filter((item) => !isShown(state, item));
  for (const item of candidates) {
    const index = item.ladder.findIndex((_, i) => !state.asked.includes(`${item.id}:q${i}`));
    if (index >= 0) {
      state.asked.push(`${item.id}:q${index}`);
      return item.ladder[index]!.question;
    }
  }
  const general = GENERAL_QUESTIONS.findIndex((_, i) => !state.asked.includes(`general:${i}`));
  if (general >= 0) {
    state.asked.push(`general:${general}`);
    return GENERAL_QUESTIONS[general]!;
  }
  return null;
}

function nextHint(state: TutorState, item: RubricItem): string | null {
  const given = state.hints[item.id] ?? 0;
  if (given >= item.hints.length) return null;
  state.hints[item.id] = given + 1;
  return item.hints[given]!;
}

function blurbFor(
  verdict: ReplyVerdict,
  scenario: ScenarioContent,
  state: TutorState,
  partial: boolean,
): string {
  const shown = scenario.rubric.filter((item) => isShown(state, item)).length;
  const tally = `${shown} of ${scenario.rubric.length} key insights so far.`;
  if (state.complete && verdict !== 'TIME_UP') {
    return `Complete: you reached ${understandingScore(scenario, state.credit)}% understanding with ${shown} of ${scenario.rubric.length} key insights.`;
  }
  switch (verdict) {
    case 'PROGRESS':
      return partial ? `Getting closer on a key point. ${tally}` : `Good progress: ${tally}`;
    case 'MISCONCEPTION':
      return `Check that idea against the facts of the situation. ${tally}`;
    case 'GIBBERISH':
      return `That reply did not read as an answer, so the meter stays put. ${tally}`;
    case 'REPEAT':
      return `Repeating an earlier answer does not add to it. ${tally}`;
    case 'COPY':
      return `Restating the scenario does not move the meter; use your own words. ${tally}`;
    case 'STEERING':
      return `The meter moves only when your reasoning does. ${tally}`;
    case 'ANSWER_SEEKING':
      return `Here is a nudge. Try it in your own words. ${tally}`;
    case 'TIME_UP':
      return `Time is up. ${tally}`;
    default:
      return `Keep going: ${tally}`;
  }
}

function feedbackOf(scenario: ScenarioContent, state: TutorState, blurb: string): TutorFeedback {
  const score = understandingScore(scenario, state.credit);
  return {
    understandingScore: score,
    feedbackBlurb: blurb,
    isComplete: state.complete,
    lessonLearned: state.complete ? scenario.lessonLearned : null,
    xpDistribution: state.complete ? xpDistribution(scenario, score) : {},
  };
}

function adaptive(learner: LearnerProfile, scenario: ScenarioContent) {
  return {
    weakSkill: learner.premium && scenario.skillIds.some((id) => learner.weakSkillIds.includes(id)),
    pastMisconception:
      learner.premium && scenario.skillIds.some((id) => learner.pastMisconceptionSkills.includes(id)),
  };
}

export class RubricTutor implements Tutor {
  readonly name = 'rubric';

  opening(scenario: ScenarioContent, learner: LearnerProfile) {
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

  async respond(input: TutorTurnInput): Promise<TutorTurn> {
    return Promise.resolve(this.turn(input));
  }

  turn({ scenario, state: previous, message, learner }: TutorTurnInput): TutorTurn {
    const state = cloneState(previous);
    const compiled = compileScenario(scenario);
    const coaching = adaptive(learner, scenario);

    if (state.complete) {
      return {
        reply: 'This dialogue is complete. Restart the scenario to play it again.',
        feedback: feedbackOf(scenario, state, 'Complete.'),
        state,
        verdict: 'NO_PROGRESS',
        source: this.name,
      };
    }

    if (message.trim() === SCENARIO_TIME_UP_MARKER) {
      state.complete = true;
      const score = understandingScore(scenario, state.credit);
      return {
        reply: `Time is up. You reached ${score}% understanding. Here is the lesson to take away: ${scenario.lessonLearned}`,
        feedback: feedbackOf(scenario, state, blurbFor('TIME_UP', scenario, state, false)),
        state,
        verdict: 'TIME_UP',
        source: this.name,
      };
    }

    state.turns += 1;
    const reply = analyse(message);
    let verdict: ReplyVerdict;
    let newlyShown: RubricItem[] = [];
    let partialGain = false;
    let misconception: ScenarioContent['misconceptions'][number] | undefined;

    if (isSteeringAttempt(message)) verdict = 'STEERING';
    else if (isGibberish(reply)) verdict = 'GIBBERISH';
    else if (isCopyOf(reply, compiled.context)) verdict = 'COPY';
    else if (isRepeat(reply, state.replies)) verdict = 'REPEAT';
    else {
      misconception = scenario.misconceptions.find(
        (m) =>
          !state.misconceptions.includes(m.id) &&
          voicesMisconception(matchConcepts(reply, compiled.misconceptions.get(m.id)!)),
      );
      if (misconception) state.misconceptions.push(misconception.id);
      const reasoned = showsReasoning(message);
      const seeking = isAnswerSeeking(message);
      for (const item of scenario.rubric) {
        const before = state.credit[item.id] ?? 0;
        let credit = creditFor(matchConcepts(reply, compiled.items.get(item.id)!));
        // Words that come with a misconception or a plea for the answer are not partial progress.
        if (credit < 1 && (misconception || seeking)) continue;
        if (credit > 0 && credit < 1 && reasoned) credit = Math.min(0.99, credit + REASONING_BONUS);
        if (credit > before) {
          state.credit[item.id] = credit;
          if (credit >= 1) newlyShown.push(item);
          else partialGain = true;
        }
      }
      if (newlyShown.length > 0) verdict = 'PROGRESS';
      else if (misconception) verdict = 'MISCONCEPTION';
      else if (partialGain) verdict = 'PROGRESS';
      else if (seeking) verdict = 'ANSWER_SEEKING';
      else verdict = 'NO_PROGRESS';
      state.replies = [...state.replies, reply.contentLemmas.join(' ')].slice(-REMEMBERED_REPLIES);
    }
    newlyShown = newlyShown.sort((a, b) => b.weight - a.weight);

    const score = understandingScore(scenario, state.credit);
    if (
      (requirementsMet(scenario, state) && score >= scenario.completion.minScore) ||
      scenario.rubric.every((item) => isShown(state, item)) ||
      state.turns >= scenario.completion.maxTurns
    ) {
      state.complete = true;
    }

    const parts: string[] = [];
    if (newlyShown.length > 0) parts.push(newlyShown[0]!.acknowledgement);
    else if (verdict === 'PROGRESS') parts.push(pick(PARTIAL_OPENERS, state.turns));
    else parts.push(pick(OPENERS[verdict as keyof typeof OPENERS], state.turns));

    if (state.complete) {
      parts.push(
        requirementsMet(scenario, state)
          ? `You have worked it out, reaching ${score}% understanding.`
          : `That is as far as we go this time: you reached ${score}% understanding.`,
      );
      parts.push(`The lesson to take away: ${scenario.lessonLearned}`);
    } else {
      const focus = chooseFocus(scenario, state);
      if (focus && focus.id !== state.focus) state.stuck = 0;
      if (verdict === 'PROGRESS') state.stuck = 0;
      else if (verdict !== 'STEERING' && verdict !== 'GIBBERISH') state.stuck += 1;

      let question: string | null = null;
      if (misconception && verdict === 'MISCONCEPTION') {
        question = misconception.question;
        state.asked.push(`mis:${misconception.id}`);
      } else if (coaching.pastMisconception && state.turns === 1 && verdict !== 'PROGRESS') {
        // Adaptive Coaching: probe early the trap this learner has fallen into before.
        const trap = scenario.misconceptions.find((m) => !state.asked.includes(`mis:${m.id}`));
        if (trap) {
          question = trap.question;
          state.asked.push(`mis:${trap.id}`);
        }
      }

      if (!question && focus) {
        const threshold = coaching.weakSkill ? 1 : STUCK_TURNS_BEFORE_HINT;
        if (verdict === 'ANSWER_SEEKING' || state.stuck >= threshold) {
          const hint = nextHint(state, focus);
          if (hint) {
            // A hint phrased as a question is the turn's question.
            if (hint.trim().endsWith('?')) question = hint;
            else parts.push(hint);
            state.stuck = 0;
          }
        }
      }
      state.focus = focus?.id ?? null;
      question ??= nextQuestion(scenario, state, focus);
      if (question) parts.push(question);
    }

    return {
      reply: parts.join(' '),
      feedback: feedbackOf(scenario, state, blurbFor(verdict, scenario, state, newlyShown.length === 0)),
      state,
      verdict,
      source: this.name,
    };
  }
}
