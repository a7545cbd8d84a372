import { ulid } from 'ulid';
import { ERROR_MESSAGES } from '../../../shared/messages';
import type { ScenarioContent } from '../../../shared/schemas/scenario-content';
import {
  SCENARIO_TEXTS,
  SCENARIO_TIME_UP_MARKER,
  type ScenarioDetail,
  type ScenarioFeedback,
  type ScenarioMessage,
  type ScenarioSession,
  type ScenarioStatus,
  type ScenarioSummary,
} from '../../../shared/schemas/scenarios';
import type { Page } from '../../../shared/schemas/toolkit';
import type { ScenarioCard } from '../../content/scenario-card';
import { cardsForSkill, scenarioCard, scenarioCards } from '../../content/scenario-cards';
import { scenarioContent } from '../../content/scenario-library';
import { MENTAL_MODELS } from '../../content/toolkit';
import { invokeAsync } from '../../platform/async-invoke';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  PremiumRequiredError,
} from '../../platform/errors';
import { ERROR_CODES } from '../../../shared/envelope';
import { elapsedSeconds, scenarioAccess, summaryOf, timeIsUp } from './scenario-summary';
import {
  appendLearnerMessage,
  createSession,
  getScenarioProgress,
  getScenarioSession,
  listMessages,
  listScenarioProgress,
  setTimer,
  type ScenarioProgressRecord,
  type ScenarioSessionRecord,
} from '../../repositories/scenario-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { learnerProfileOf } from './learner-profile';
import { awardCompletion, type CompletionResult } from './scenario-completion';
import { isStale, redriveIfStale } from './scenario-recovery';
import { noteDailyChallenge } from './daily-challenge';
import { openingTurn } from '../../tutor/opening';
import { assertCanPlay } from '../challenges/challenge-service';
import { CHALLENGE_TEXTS } from '../../../shared/schemas/challenges';
import { countMetric } from '../../platform/metrics';

export { elapsedSeconds, scenarioAccess, summaryOf, timeIsUp };

function gate(scenario: ScenarioCard, user: UserRecord): void {
  const access = scenarioAccess(scenario, user);
  if (access.premiumLocked) throw new PremiumRequiredError(ERROR_MESSAGES.premiumScenarioRequired);
  if (access.locked) throw new ForbiddenError(SCENARIO_TEXTS.levelLocked(scenario.requiredLevel));
}

function cardOrThrow(id: string): ScenarioCard {
  const card = scenarioCard(id);
  if (!card) throw new NotFoundError('Scenario not found.');
  return card;
}

/** The scenario's full content: only opening a dialogue reads it here. */
function scenarioOrThrow(id: string): ScenarioContent {
  const scenario = scenarioContent(id);
  if (!scenario) throw new NotFoundError('Scenario not found.');
  return scenario;
}

async function progressById(userId: string): Promise<Map<string, ScenarioProgressRecord>> {
  return new Map((await listScenarioProgress(userId)).map((p) => [p.scenarioId, p]));
}

export interface ScenarioListFilter {
  category?: string;
  difficulty?: string;
  skillId?: string;
  query?: string;
  status?: ScenarioStatus;
  page: number;
  size: number;
}

export async function listScenarios(
  user: UserRecord,
  filter: ScenarioListFilter,
): Promise<Page<ScenarioSummary>> {
  const progress = await progressById(user.userId);
  const needle = filter.query?.toLowerCase();
  const matching = scenarioCards()
    .map((s) => summaryOf(s, user, progress.get(s.id)))
    .filter(
      (s) =>
        (!filter.category || s.category === filter.category) &&
        (!filter.difficulty || s.difficulty === filter.difficulty) &&
        (!filter.skillId || s.skillIds.includes(filter.skillId)) &&
        (!filter.status || s.status === filter.status) &&
        (!needle || `${s.title} ${s.category} ${s.skillNames.join(' ')}`.toLowerCase().includes(needle)),
    );
  const start = filter.page * filter.size;
  return {
    content: matching.slice(start, start + filter.size),
    page: filter.page,
    size: filter.size,
    totalElements: matching.length,
    totalPages: Math.ceil(matching.length / filter.size),
  };
}

export async function scenariosBySkill(user: UserRecord, skillId: string): Promise<ScenarioSummary[]> {
  const progress = await progressById(user.userId);
  return cardsForSkill(skillId).map((s) => summaryOf(s, user, progress.get(s.id)));
}

export async function scenariosByMentalModel(user: UserRecord, modelId: string): Promise<ScenarioSummary[]> {
  if (!MENTAL_MODELS.some((m) => m.id === modelId)) throw new NotFoundError('Mental model not found.');
  return scenariosBySkill(user, modelId);
}

const NO_FEEDBACK_PATH = { learningPathCompleted: false, learningPathId: null } as const;

export async function getScenario(user: UserRecord, id: string, now = new Date()): Promise<ScenarioDetail> {
  const scenario = cardOrThrow(id);
  const progress = await getScenarioProgress(user.userId, id);
  const session = progress ? await getScenarioSession(user.userId, progress.currentSessionId) : undefined;
  // Opening the page again is when a learner notices a reply that never came.
  const redriven = session ? await redriveIfStale(session, now) : false;
  return {
    ...summaryOf(scenario, user, progress),
    sessionId: session?.sessionId ?? null,
    messages: session ? await listMessages(session.sessionId) : [],
    timeSpent: session ? elapsedSeconds(session, now) : 0,
    paused: session ? !session.complete && session.runningSince === null : false,
    awaitingReply: session?.awaitingReply ?? false,
    replyDelayed: redriven || (session ? isStale(session, now) : false),
    feedback: session?.feedback ?? null,
  };
}

async function openDialogue(
  user: UserRecord,
  scenario: ScenarioContent,
  previous: ScenarioProgressRecord | undefined,
  now: Date,
): Promise<ScenarioSession> {
  const learner = learnerProfileOf(user);
  const opening = openingTurn(scenario, learner);
  const sessionId = ulid(now.getTime());
  const feedback: ScenarioFeedback = { ...opening.feedback, ...NO_FEEDBACK_PATH };
  const message: ScenarioMessage = {
    id: ulid(now.getTime()),
    type: 'AI',
    content: opening.reply,
    timestamp: now.toISOString(),
    feedback,
  };
  const session: ScenarioSessionRecord = {
    userId: user.userId,
    sessionId,
    scenarioId: scenario.id,
    version: 0,
    messageCount: 1,
    awaitingReply: false,
    tutorState: opening.state,
    feedback,
    complete: false,
    timeSpent: 0,
    runningSince: now.toISOString(),
    createdAt: now.toISOString(),
  };
  const progress: ScenarioProgressRecord = {
    userId: user.userId,
    scenarioId: scenario.id,
    status: 'STARTED',
    attempts: (previous?.attempts ?? 0) + 1,
    completed: previous?.completed ?? false,
    currentSessionId: sessionId,
    bestScore: previous?.bestScore ?? 0,
    updatedAt: now.toISOString(),
  };
  const created = await createSession(session, message, progress, previous?.currentSessionId ?? null);
  if (!created)
    throw new ConflictError('This scenario was started elsewhere a moment ago. Reload to continue.');
  countMetric('ScenarioStarts');
  return { sessionId, scenarioId: scenario.id, messages: [message], timeSpent: 0 };
}

/** POST /scenarios/{id}/start: the current dialogue if one is open, otherwise a new one. */
export async function startScenario(
  user: UserRecord,
  id: string,
  timeZone = 'UTC',
  now = new Date(),
): Promise<ScenarioSession> {
  gate(cardOrThrow(id), user);
  await noteDailyChallenge(user, id, timeZone, now);
  const progress = await getScenarioProgress(user.userId, id);
  if (progress?.status === 'STARTED') {
    const session = await getScenarioSession(user.userId, progress.currentSessionId);
    if (session && !session.complete) {
      if (session.runningSince === null)
        await setTimer(user.userId, session.sessionId, {
          timeSpent: session.timeSpent,
          runningSince: now.toISOString(),
        });
      return {
        sessionId: session.sessionId,
        scenarioId: id,
        messages: await listMessages(session.sessionId),
        timeSpent: session.timeSpent,
      };
    }
  }
  return openDialogue(user, scenarioOrThrow(id), progress, now);
}

/** POST /scenarios/{id}/re-start: a fresh dialogue; the old one stays stored but is no longer current. */
export async function restartScenario(
  user: UserRecord,
  id: string,
  now = new Date(),
): Promise<ScenarioSession> {
  gate(cardOrThrow(id), user);
  return openDialogue(user, scenarioOrThrow(id), await getScenarioProgress(user.userId, id), now);
}

async function currentSession(user: UserRecord, scenarioId: string, sessionId?: string) {
  const progress = await getScenarioProgress(user.userId, scenarioId);
  if (!progress) throw new ConflictError(SCENARIO_TEXTS.notStarted);
  if (sessionId && progress.currentSessionId !== sessionId)
    throw new ConflictError(SCENARIO_TEXTS.sessionNotCurrent);
  const session = await getScenarioSession(user.userId, progress.currentSessionId);
  if (!session) throw new ConflictError(SCENARIO_TEXTS.notStarted);
  return { progress, session };
}

/**
 * POST /scenarios/{id}/respond: stores the learner's message and hands the tutor's turn to an
 * asynchronous worker; the reply arrives over the WebSocket (and is stored before it is sent).
 */
export async function respond(
  user: UserRecord,
  scenarioId: string,
  body: { sessionId: string; response: string; timeZone: string; shareableId?: string },
  now = new Date(),
): Promise<{ messageId: string; sessionId: string }> {
  gate(cardOrThrow(scenarioId), user);
  const { session } = await currentSession(user, scenarioId, body.sessionId);
  if (body.shareableId) {
    await assertCanPlay(user.userId, scenarioId, body.shareableId);
    // A dialogue counts for one challenge: the first it was played for.
    if (session.shareableId && session.shareableId !== body.shareableId)
      throw new ConflictError(CHALLENGE_TEXTS.otherChallenge);
  }
  if (session.complete) throw new ConflictError(SCENARIO_TEXTS.alreadyComplete);
  if (session.awaitingReply) {
    // A wait that went stale is handed to the worker again rather than left as a dead end.
    await redriveIfStale(session, now);
    throw new ConflictError(SCENARIO_TEXTS.awaitingReply);
  }
  // Time-up belongs to the server's clock: the marker is refused until the active time has run out.
  if (body.response.trim() === SCENARIO_TIME_UP_MARKER && !timeIsUp(session, now)) {
    throw new DomainError(409, ERROR_CODES.timeNotUp, SCENARIO_TEXTS.timeNotUp);
  }
  const message: ScenarioMessage = {
    id: ulid(now.getTime()),
    type: 'USER',
    content: body.response.trim(),
    timestamp: now.toISOString(),
  };
  if (!(await appendLearnerMessage(session, message, now, body.timeZone, body.shareableId))) {
    throw new ConflictError(SCENARIO_TEXTS.awaitingReply);
  }
  await invokeAsync('tutor-turn', {
    userId: user.userId,
    sessionId: session.sessionId,
    timeZone: body.timeZone,
  });
  return { messageId: message.id, sessionId: session.sessionId };
}

/**
 * POST /scenarios/{id}/retry-reply: the learner's "Retry" when a reply is late. A stale wait
 * is handed to the worker again; a recent one is left to finish.
 */
export async function retryReply(user: UserRecord, scenarioId: string, now = new Date()) {
  cardOrThrow(scenarioId);
  const { session } = await currentSession(user, scenarioId);
  if (!session.awaitingReply) throw new ConflictError(SCENARIO_TEXTS.notAwaitingReply);
  return { sessionId: session.sessionId, redriven: await redriveIfStale(session, now) };
}

/** POST /scenarios/{id}/complete: the server's own score decides; XP is awarded once. */
export async function completeScenario(
  user: UserRecord,
  scenarioId: string,
  body: { timeZone: string },
  now = new Date(),
): Promise<CompletionResult> {
  cardOrThrow(scenarioId);
  const { session } = await currentSession(user, scenarioId);
  if (!session.complete) throw new ConflictError('Finish the dialogue before completing the scenario.');
  return awardCompletion(session, body.timeZone, now);
}

export async function pauseScenario(user: UserRecord, scenarioId: string, now = new Date()) {
  cardOrThrow(scenarioId);
  const { session } = await currentSession(user, scenarioId);
  if (session.complete) throw new ConflictError(SCENARIO_TEXTS.alreadyComplete);
  const timeSpent = elapsedSeconds(session, now);
  await setTimer(user.userId, session.sessionId, { timeSpent, runningSince: null });
  return { sessionId: session.sessionId, timeSpent, paused: true };
}

export async function resumeScenario(user: UserRecord, scenarioId: string, now = new Date()) {
  cardOrThrow(scenarioId);
  const { session } = await currentSession(user, scenarioId);
  if (session.complete) throw new ConflictError(SCENARIO_TEXTS.alreadyComplete);
  const timeSpent = elapsedSeconds(session, now);
  await setTimer(user.userId, session.sessionId, { timeSpent, runningSince: now.toISOString() });
  return { sessionId: session.sessionId, timeSpent, paused: false };
}

/** GET /dashboard/continue: dialogues in progress, the most recent first. */
export async function continueLearning(user: UserRecord): Promise<ScenarioSummary[]> {
  const progress = (await listScenarioProgress(user.userId))
    .filter((p) => p.status === 'STARTED' && scenarioCard(p.scenarioId) !== undefined)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return progress.map((p) => summaryOf(scenarioCard(p.scenarioId)!, user, p));
}
