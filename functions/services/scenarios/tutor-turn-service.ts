import { ulid } from 'ulid';
import { SCENARIO_TIMER_SECONDS } from '../../../shared/constants';
import {
  SCENARIO_TIME_UP_MARKER,
  type ScenarioFeedback,
  type ScenarioMessage,
} from '../../../shared/schemas/scenarios';
import { scenarioContent } from '../../content/scenario-library';
import { logger } from '../../platform/logger';
import {
  completeProgressWrite,
  getScenarioSession,
  listMessages,
  saveTutorTurn,
} from '../../repositories/scenario-repository';
import { addMisconceptionSkills, getUser } from '../../repositories/user-repository';
import { sendToUser } from '../realtime-delivery';
import { pathFinishedBy } from './learning-path-service';
import { learnerProfileOf } from './learner-profile';
import { awardCompletion } from './scenario-completion';
import { elapsedSeconds, timeIsUp } from './scenario-summary';
import { tutor } from './tutor-choice';
import { getConfig } from '../../platform/config';
import { countMetric } from '../../platform/metrics';

/** A reply sent this long after the timer ran out is read as the time-up marker. */
const TIMER_GRACE_SECONDS = 30;

export interface TutorTurnJob {
  userId: string;
  sessionId: string;
  timeZone: string;
}

/**
 * The asynchronous half of POST /respond: runs the tutor on the learner's latest message, stores
 * the reply (before sending it), awards XP when the dialogue completes, and pushes the reply to
 * every open socket of the learner. Safe to run twice for the same message.
 */
export async function runTutorTurn(
  job: TutorTurnJob,
  now = new Date(),
): Promise<'replied' | 'nothing-to-do'> {
  const session = await getScenarioSession(job.userId, job.sessionId);
  if (!session) return 'nothing-to-do';
  if (!session.awaitingReply) {
    // A retried job whose reply is already stored: make sure a completed dialogue was paid.
    if (session.complete) await awardCompletion(session, job.timeZone, now);
    return 'nothing-to-do';
  }
  const scenario = scenarioContent(session.scenarioId);
  const user = await getUser(job.userId);
  if (!scenario || !user) return 'nothing-to-do';
  const messages = await listMessages(session.sessionId);
  const last = messages[messages.length - 1];
  if (!last || last.type !== 'USER') return 'nothing-to-do';

  // The server's clock decides time-up: the marker counts only once the active time has run
  // out, and any reply sent well after that is read as time-up too.
  const elapsed = elapsedSeconds(session, now);
  const timeUp =
    (last.content === SCENARIO_TIME_UP_MARKER && timeIsUp(session, now)) ||
    elapsed >= SCENARIO_TIMER_SECONDS + TIMER_GRACE_SECONDS;
  const message = last.content;
  const history = messages.slice(0, -1).map((m) => ({ type: m.type, content: m.content }));
  const turn = await tutor().respond({
    scenario,
    learnerId: job.userId,
    state: session.tutorState,
    message,
    timeUp,
    learner: learnerProfileOf(user, now),
    history,
    onPartial: (text) => {
      void sendToUser(job.userId, { type: 'partial', sessionId: session.sessionId, text });
    },
  });

  const finishedPath = turn.feedback.isComplete ? await pathFinishedBy(job.userId, session.scenarioId) : null;
  const feedback: ScenarioFeedback = {
    ...turn.feedback,
    learningPathCompleted: finishedPath !== null,
    learningPathId: finishedPath,
  };
  const reply: ScenarioMessage = {
    id: ulid(now.getTime()),
    type: 'AI',
    content: turn.reply,
    timestamp: now.toISOString(),
    feedback,
  };
  const saved = await saveTutorTurn(
    session,
    { reply, tutorState: turn.state, feedback, complete: feedback.isComplete, timeSpent: elapsed, now },
    feedback.isComplete
      ? completeProgressWrite(
          job.userId,
          session.scenarioId,
          session.sessionId,
          feedback.understandingScore,
          now,
        )
      : null,
  );
  if (!saved) return 'nothing-to-do';

  if (turn.state.misconceptions.length > session.tutorState.misconceptions.length) {
    await addMisconceptionSkills(job.userId, scenario.skillIds);
  }
  // The session as just stored: award from it without reading it back.
  if (feedback.isComplete) await awardCompletion({ ...session, feedback, complete: true }, job.timeZone, now);
  const delivered = await sendToUser(job.userId, {
    type: 'messages',
    sessionId: session.sessionId,
    scenarioId: session.scenarioId,
    messages: [reply],
  });
  const fromBedrock = turn.source.startsWith('bedrock');
  countMetric('TutorTurns', 1, { source: fromBedrock ? 'bedrock' : 'rubric' });
  // A configured model that did not answer: the Bedrock tutor fell back to the rubric tutor.
  if (getConfig().BEDROCK_MODEL_ID && !fromBedrock) countMetric('BedrockFallbacks');
  logger.info('Tutor turn', {
    sessionId: session.sessionId,
    verdict: turn.verdict,
    source: turn.source,
    score: feedback.understandingScore,
    delivered,
  });
  return 'replied';
}
