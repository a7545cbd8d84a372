import { scenarioCard } from '../../content/scenario-cards';
import { raiseBestScore, type ScenarioSessionRecord } from '../../repositories/scenario-repository';
import { isValidTimeZone } from '../progress/calendar';
import { recordChallengeScore } from '../challenges/challenge-scoring';
import { levelForXp } from '../progress/level-curve';
import { recordActivity } from '../progress/progress-service';

export interface CompletionResult {
  sessionId: string;
  scenarioId: string;
  understandingScore: number;
  lessonLearned: string | null;
  xpDistribution: Record<string, number>;
  xpAwarded: number;
  xp: number;
  level: number;
  /** The level before this completion's XP, so the page can celebrate a level-up. */
  levelBefore: number;
  streak: number;
  newlyEarned: Array<{ id: string; name: string; tier: number; icon: string }>;
  learningPathCompleted: boolean;
  learningPathId: string | null;
}

const outcomeZone = (timeZone: string) => (isValidTimeZone(timeZone) ? timeZone : 'UTC');

/**
 * Awards a completed dialogue's XP through the progress service, keyed by the session: the
 * worker that completes it and every POST /complete (however many, however concurrent) award once.
 */
export async function awardCompletion(
  session: ScenarioSessionRecord,
  timeZone: string,
  now: Date,
): Promise<CompletionResult> {
  const scenario = scenarioCard(session.scenarioId);
  const score = session.feedback.understandingScore;
  const xpDistribution = session.feedback.xpDistribution;
  // The dialogue counts as ten answers per skill, right in proportion to the score reached.
  const answers = Object.fromEntries(
    (scenario?.skillIds ?? []).map((skillId) => [skillId, { correct: Math.round(score / 10), total: 10 }]),
  );
  const outcome = await recordActivity(session.userId, `scenario:${session.sessionId}`, {
    kind: 'SCENARIO_COMPLETED',
    xpDistribution,
    timeZone: outcomeZone(timeZone),
    occurredAt: now,
    answers,
  });
  await raiseBestScore(session.userId, session.scenarioId, score);
  if (session.shareableId) {
    await recordChallengeScore(session.userId, session.shareableId, score, outcomeZone(timeZone), now);
  }
  return {
    sessionId: session.sessionId,
    scenarioId: session.scenarioId,
    understandingScore: score,
    lessonLearned: session.feedback.lessonLearned,
    xpDistribution,
    xpAwarded: outcome.xpAwarded,
    xp: outcome.xp,
    level: outcome.level,
    levelBefore: levelForXp(outcome.xp - outcome.xpAwarded),
    streak: outcome.streak,
    newlyEarned: outcome.newlyEarned,
    learningPathCompleted: session.feedback.learningPathCompleted,
    learningPathId: session.feedback.learningPathId,
  };
}
