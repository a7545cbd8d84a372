import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import type { ExemplarEvidence } from './exemplars';

/**
 * The tutor contract: given the scenario, what has happened in the dialogue so far (the
 * tutor's own state) and the learner's new message, produce the tutor's reply and the
 * feedback. Implementations: the rubric tutor (default, offline) and the Bedrock tutor.
 */
export interface TutorState {
  /** Learner turns so far, including ones that earned nothing. */
  turns: number;
  /** Credit per rubric item, 0..1; only ever rises. */
  credit: Record<string, number>;
  /** Keys of the questions already asked, so none is asked twice. */
  asked: string[];
  /** Hints given per rubric item. */
  hints: Record<string, number>;
  /** Consecutive turns without progress on the item in focus. */
  stuck: number;
  /** The rubric item the last question aimed at. */
  focus: string | null;
  /** Misconceptions the learner has shown in this dialogue. */
  misconceptions: string[];
  /** Content lemmas of earlier learner replies, to spot repeats. */
  replies: string[];
  complete: boolean;
  /** Concept groups of each rubric item the learner has already used, so no question asks for them again. */
  used?: Record<string, number[]>;
}

/** What the tutor knows of the learner beyond this dialogue (used for Adaptive Coaching). */
export interface LearnerProfile {
  premium: boolean;
  /** Skills where the learner's practice and scenario results are weakest. */
  weakSkillIds: string[];
  /** Misconceptions the learner fell into in earlier dialogues, by skill. */
  pastMisconceptionSkills: string[];
}

export interface TutorFeedback {
  understandingScore: number;
  feedbackBlurb: string;
  isComplete: boolean;
  lessonLearned: string | null;
  xpDistribution: Record<string, number>;
}

export interface TutorTurnInput {
  scenario: ScenarioContent;
  /** Whose dialogue this is (per-learner limits of model-backed tutors). */
  learnerId?: string;
  state: TutorState;
  /** The learner's message. */
  message: string;
  /**
   * The server's clock says the dialogue's active time has run out: the dialogue ends with the
   * score reached. Only the server sets this; typed text never ends a dialogue.
   */
  timeUp?: boolean;
  learner: LearnerProfile;
  /** Previous messages, oldest first, for tutors that read the whole conversation. */
  history: ReadonlyArray<{ type: 'USER' | 'AI'; content: string }>;
  /** Streaming tutors report the reply's text so far here. */
  onPartial?: (textSoFar: string) => void;
  /**
   * Where the message falls among the scenario's labelled exemplars (./exemplars.ts). The
   * rubric tutor's `respond` finds it; `turn` takes it as given, so that a turn stays a pure
   * function of its input.
   */
  evidence?: ExemplarEvidence;
}

/** How the reply was judged; kept for evaluation and the learner's history. */
export type ReplyVerdict =
  | 'PROGRESS'
  | 'NO_PROGRESS'
  | 'MISCONCEPTION'
  | 'GIBBERISH'
  | 'REPEAT'
  | 'COPY'
  | 'STEERING'
  | 'ANSWER_SEEKING'
  | 'WRONG_DIRECTION'
  | 'WORD_LIST'
  | 'OFF_TOPIC'
  | 'RUDE'
  | 'TIME_UP';

export interface TutorTurn {
  reply: string;
  feedback: TutorFeedback;
  state: TutorState;
  verdict: ReplyVerdict;
  /** Which tutor produced the turn ('rubric', or 'bedrock' with its model). */
  source: string;
}

export interface Tutor {
  readonly name: string;
  /** The first message of a dialogue, before the learner has said anything. */
  opening(
    scenario: ScenarioContent,
    learner: LearnerProfile,
  ): { reply: string; state: TutorState; feedback: TutorFeedback };
  respond(input: TutorTurnInput): Promise<TutorTurn>;
}

export function initialState(): TutorState {
  return {
    turns: 0,
    credit: {},
    asked: [],
    hints: {},
    stuck: 0,
    focus: null,
    misconceptions: [],
    replies: [],
    complete: false,
  };
}
