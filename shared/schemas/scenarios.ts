import * as z from 'zod';
import { timeZoneSchema } from './common';
import { SCENARIO_RESPONSE_MAX_LENGTH, SCENARIO_TIMER_SECONDS } from '../constants';
import { DIFFICULTIES } from './toolkit';
import { SCENARIO_CATEGORIES } from './scenario-content';
import { shareableIdSchema } from './challenges';

/**
 * Sent as the response when the 600 s timer runs out. The server honours it only when the
 * session's active time on its own clock has run out; before that it is refused.
 */
export const SCENARIO_TIME_UP_MARKER = '[[TIME_UP]]';
/** Seconds of latency allowed between the browser's countdown reaching 0 and the server's clock. */
export const SCENARIO_TIME_UP_TOLERANCE_SECONDS = 10;

export const SCENARIO_TEXTS = {
  responseBlank: 'Please write a response before sending.',
  responseTooLong: `Responses can be at most ${SCENARIO_RESPONSE_MAX_LENGTH} characters.`,
  sessionNotCurrent: 'This dialogue is no longer active. Reload the scenario to continue.',
  awaitingReply: 'The tutor is still replying to your last message.',
  notAwaitingReply: 'There is no reply to wait for: write your next message.',
  replyDelayed: 'The reply is taking longer than usual.',
  alreadyComplete: 'This scenario is already complete. Restart it to play again.',
  notStarted: 'Start the scenario first.',
  timeNotUp: 'The timer has not run out yet. Keep going: you still have time.',
  levelLocked: (level: number) => `This scenario unlocks at level ${level}.`,
} as const;

const ulidSchema = /* @__PURE__ */ z
  .string()
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That session id is not valid.');
const scenarioId = /* @__PURE__ */ z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'That scenario id is not valid.')
  .max(80);

export const scenarioIdParamsSchema = /* @__PURE__ */ z.object({ id: scenarioId }).strict();
export const skillIdParamsSchema = /* @__PURE__ */ z.object({ id: scenarioId }).strict();

/** GET /scenarios */
export const scenarioListQuerySchema = /* @__PURE__ */ z
  .object({
    category: z.enum(SCENARIO_CATEGORIES).optional(),
    difficulty: z.enum(DIFFICULTIES).optional(),
    skillId: scenarioId.optional(),
    query: z.string().trim().max(100).optional(),
    status: z.enum(['NOT_STARTED', 'STARTED', 'COMPLETED']).optional(),
    page: z.coerce.number().int().min(0).max(1000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** POST /scenarios/{id}/start and /re-start: the browser's time zone (the day's challenge is per local day). */
export const scenarioStartBodySchema = /* @__PURE__ */ z.object({ timeZone: timeZoneSchema }).strict();

/** POST /scenarios/{id}/respond and /async/scenarios/{id}/respond */
export const scenarioRespondBodySchema = /* @__PURE__ */ z
  .object({
    sessionId: ulidSchema,
    response: z
      .string()
      .max(SCENARIO_RESPONSE_MAX_LENGTH, SCENARIO_TEXTS.responseTooLong)
      .refine((text) => text.trim().length > 0, SCENARIO_TEXTS.responseBlank),
    /** Challenge mode: the friend's challenge this dialogue is played for. */
    shareableId: shareableIdSchema.optional(),
    timeZone: timeZoneSchema,
  })
  .strict();
export type ScenarioRespondBody = z.input<typeof scenarioRespondBodySchema>;

/** POST /scenarios/{id}/complete: the client's score is recorded for comparison only. */
export const scenarioCompleteBodySchema = /* @__PURE__ */ z
  .object({
    finalScore: z.number().min(0).max(100).optional(),
    timeZone: timeZoneSchema,
  })
  .strict();

/** POST /scenarios/{id}/pause */
export const scenarioPauseBodySchema = /* @__PURE__ */ z
  .object({
    timeSpent: z
      .number()
      .int()
      .min(0)
      .max(SCENARIO_TIMER_SECONDS * 10),
  })
  .strict();

export type ScenarioStatus = 'NOT_STARTED' | 'STARTED' | 'COMPLETED';

export interface ScenarioFeedback {
  understandingScore: number;
  feedbackBlurb: string;
  isComplete: boolean;
  lessonLearned: string | null;
  xpDistribution: Record<string, number>;
  learningPathCompleted: boolean;
  learningPathId: string | null;
}

export interface ScenarioMessage {
  id: string;
  type: 'USER' | 'AI';
  content: string;
  timestamp: string;
  feedback?: ScenarioFeedback;
}

export interface ScenarioSummary {
  id: string;
  title: string;
  category: string;
  context: string;
  objective: string;
  premium: boolean;
  xpReward: number;
  difficulty: string;
  requiredLevel: number;
  skillIds: string[];
  skillNames: string[];
  numberOfAttempts: number;
  completed: boolean;
  status: ScenarioStatus;
  locked: boolean;
  premiumLocked: boolean;
}

export interface ScenarioDetail extends ScenarioSummary {
  sessionId: string | null;
  messages: ScenarioMessage[];
  /** Seconds of dialogue already spent (pauses and reloads keep the timer honest). */
  timeSpent: number;
  paused: boolean;
  awaitingReply: boolean;
  /** The reply has been awaited far longer than a turn takes; the server has asked again. */
  replyDelayed: boolean;
  feedback: ScenarioFeedback | null;
}

export interface ScenarioSession {
  sessionId: string;
  scenarioId: string;
  messages: ScenarioMessage[];
  timeSpent: number;
}

/** The WebSocket's `messages` event: the tutor's reply, with its feedback. */
export interface ScenarioMessagesEvent {
  type: 'messages';
  sessionId: string;
  scenarioId: string;
  messages: ScenarioMessage[];
}

/** Sent while the Bedrock tutor streams: the text so far of the reply being written. */
export interface ScenarioPartialEvent {
  type: 'partial';
  sessionId: string;
  text: string;
}

/** The one clear step offered after an activity: the path's next scenario, or practice on the weakest skill. */
export interface NextStep {
  kind: 'scenario' | 'practice';
  /** Where the button goes, e.g. /scenario/the-walk-to-school or /practice/skill/inversion. */
  href: string;
  /** e.g. "Next in First Steps: The Walk to School" or "Practise Inversion, your weakest skill" */
  label: string;
}
