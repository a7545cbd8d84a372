import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import { skillName, SKILL_NAMES_AND_SHORT_FORMS } from '../content/skill-names';
import {
  type LearnerProfile,
  type ReplyVerdict,
  type Tutor,
  type TutorState,
  type TutorTurn,
  type TutorTurnInput,
} from './contract';
import { dialogueComplete, isShown, understandingScore } from './dialogue-progress';
import {
  compileScenario,
  creditFor,
  matchConcepts,
  readReply as readInScenario,
  type CompiledScenario,
} from './rubric-matcher';
import { feedbackOf, openingTurn } from './opening';
import { chooseMove, judgeItems, readTurn, writeReply, type Judgement } from './tutor-steps';
import { weighEvidence } from './exemplar-rule';
import { weighReply, type ExemplarMemory } from './exemplars';
import { sentenceEncoder, type SentenceEncoder } from './sentence-encoder';
import { logger } from '../platform/logger';
import { countMetric } from '../platform/metrics';

export { dialogueComplete, understandingScore, xpDistribution } from './dialogue-progress';

/**
 * The rubric tutor: deterministic, offline. A turn has four steps, each a function below:
 * read the reply (what kind of message is it?), judge the rubric items (what does it show,
 * what does it contradict?), choose the move (which question, hint or correction comes next?),
 * and write the reply. It never states an insight the learner has not shown, asks one question
 * a turn, and is not moved by lists of words, nonsense, repeats, copied text or attempts to
 * steer it.
 */

const REMEMBERED_REPLIES = 30;

function cloneState(state: TutorState): TutorState {
  return {
    ...state,
    credit: { ...state.credit },
    asked: [...state.asked],
    hints: { ...state.hints },
    misconceptions: [...state.misconceptions],
    replies: [...state.replies],
    used: Object.fromEntries(Object.entries(state.used ?? {}).map(([k, v]) => [k, [...v]])),
  };
}
export function compiledFor(scenario: ScenarioContent): CompiledScenario {
  return compileScenario(scenario, scenario.skillIds.map(skillName), SKILL_NAMES_AND_SHORT_FORMS);
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
    case 'WRONG_DIRECTION':
      return `That argument points the wrong way, so the meter stays put. ${tally}`;
    case 'WORD_LIST':
      return `A list of words is not an argument; say how they connect. ${tally}`;
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
    case 'OFF_TOPIC':
    case 'RUDE':
      return `Back to the scenario when you are ready. ${tally}`;
    case 'TIME_UP':
      return `Time is up. ${tally}`;
    default:
      return `Keep going: ${tally}`;
  }
}

/** Notes which concept groups the learner has used, so later questions don't ask for them. */
function rememberUse(state: TutorState, judgement: Judgement): void {
  const used = (state.used ??= {});
  for (const [id, match] of judgement.matches) {
    if (match.contradicted || match.groupsUsed.length === 0) continue;
    used[id] = [...new Set([...(used[id] ?? []), ...match.groupsUsed])].sort();
  }
}

export interface RubricTutorOptions {
  /** The scenario's exemplar memory; none means the matcher judges alone. */
  memory?: (scenarioId: string) => ExemplarMemory | null;
  encoder?: SentenceEncoder;
}

export class RubricTutor implements Tutor {
  readonly name = 'rubric';

  constructor(private readonly options: RubricTutorOptions = {}) {}

  opening(scenario: ScenarioContent, learner: LearnerProfile) {
    return openingTurn(scenario, learner);
  }

  async respond(input: TutorTurnInput): Promise<TutorTurn> {
    return this.turn({ ...input, evidence: input.evidence ?? (await this.evidenceFor(input)) });
  }

  /**
   * Where the learner's message falls among the scenario's exemplars. Without a memory, or
   * when the encoder fails, the matcher judges alone: the turn is never lost to it.
   */
  private async evidenceFor(input: TutorTurnInput) {
    const { memory: memoryOf, encoder = sentenceEncoder } = this.options;
    const memory = memoryOf?.(input.scenario.id);
    if (!memory || input.timeUp || input.state.complete) return undefined;
    try {
      const [vector] = await encoder.encode([input.message]);
      return vector ? weighReply(memory, vector) : undefined;
    } catch (error) {
      logger.warn('Sentence encoder failed; the rubric matcher judges alone', { error });
      countMetric('EncoderFailures');
      return undefined;
    }
  }

  /** Ends the dialogue on the server's clock, with the score reached. */
  timeUp(scenario: ScenarioContent, previous: TutorState): TutorTurn {
    const state = cloneState(previous);
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

  turn({ scenario, state: previous, message, learner, timeUp, evidence }: TutorTurnInput): TutorTurn {
    if (previous.complete) {
      return {
        reply: 'This dialogue is complete. Restart the scenario to play it again.',
        feedback: feedbackOf(scenario, previous, 'Complete.'),
        state: cloneState(previous),
        verdict: 'NO_PROGRESS',
        source: this.name,
      };
    }
    if (timeUp) return this.timeUp(scenario, previous);

    const compiled = compiledFor(scenario);
    const state = cloneState(previous);
    state.turns += 1;
    const reading = readTurn(compiled, message, state);
    const judgement = judgeItems(compiled, reading, state);
    weighEvidence(judgement, reading, state, scenario.rubric, evidence);
    state.credit = judgement.credit;
    const wrongTurn = judgement.contradicted
      ? `contra:${judgement.contradicted.id}`
      : judgement.misconception && judgement.newlyShown.length === 0
        ? judgement.misconception.id
        : null;
    if (wrongTurn && !state.misconceptions.includes(wrongTurn)) state.misconceptions.push(wrongTurn);
    rememberUse(state, judgement);
    if (reading.kind === 'ANSWER' || reading.kind === 'WORD_LIST') {
      state.replies = [...state.replies, reading.analysis.contentLemmas.join(' ')].slice(-REMEMBERED_REPLIES);
    }
    state.complete = dialogueComplete(scenario, state);

    const move = chooseMove(compiled, state, reading, judgement, learner);
    return {
      reply: writeReply(move),
      feedback: feedbackOf(
        scenario,
        state,
        blurbFor(move.verdict, scenario, state, judgement.newlyShown.length === 0),
      ),
      state,
      verdict: move.verdict,
      source: this.name,
    };
  }
}

/** Whether a text would show an item if a learner wrote it (used to check a model's reply gives nothing away). */
export function statesInsight(scenario: ScenarioContent, text: string, itemId: string): boolean {
  const compiled = compiledFor(scenario);
  const item = compiled.items.get(itemId);
  if (!item) return false;
  const reply = readInScenario(compiled, text);
  return creditFor(matchConcepts(reply, item)) >= 1;
}
