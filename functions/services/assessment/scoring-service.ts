import { ulid } from 'ulid';
import type { AssessmentDimension, AssessmentFeedback } from '../../../shared/schemas/assessment';
import { formQuestions } from '../../content/assessment';
import { LEARNING_PATHS_BY_ID, pathSkillIds } from '../../content/learning-paths';
import { logger } from '../../platform/logger';
import {
  getAttempt,
  saveResult,
  type AttemptRecord,
  type RecommendedPath,
} from '../../repositories/assessment-repository';
import { getUser } from '../../repositories/user-repository';
import { applyOutcome, firstName } from './assessment-outcome';
import { scoreAttempt } from './scoring';

/**
 * The score-assessment worker's rules: the only code that needs the scorer's NLP model and
 * the learning paths, so only the worker's bundle carries them.
 */

/** The weakest dimension decides where to start. */
const PATH_FOR_DIMENSION: Record<AssessmentDimension, string> = {
  REFLECTION: 'deciding-under-pressure',
  REASONING: 'people-and-arguments',
  EVIDENCE: 'reading-the-evidence',
  BIAS_AWARENESS: 'first-steps',
  OPEN_MINDEDNESS: 'knowing-where-you-stand',
};

function recommendationFor(dimension: AssessmentDimension) {
  const path = LEARNING_PATHS_BY_ID.get(PATH_FOR_DIMENSION[dimension])!;
  return { path, firstScenarioId: path.scenarioIds[0]! };
}

function recommendedPathOf(pathId: string): RecommendedPath | undefined {
  const path = LEARNING_PATHS_BY_ID.get(pathId);
  return path ? { name: path.name, skillIds: pathSkillIds(path) } : undefined;
}

/** A READY attempt scored before paths were stored with results gets its path from the content. */
function withRecommendedPath(attempt: AttemptRecord): AttemptRecord {
  if (attempt.recommendedPath || !attempt.result) return attempt;
  return { ...attempt, recommendedPath: recommendedPathOf(attempt.result.recommendedPathId) };
}

/** The worker: scores the attempt, stores the result and snapshot once, informs the profile. */
export async function scoreStoredAttempt(
  attemptId: string,
  now = new Date(),
): Promise<'scored' | 'nothing-to-do'> {
  const attempt = await getAttempt(attemptId);
  if (!attempt) return 'nothing-to-do';
  if (attempt.status === 'READY') {
    const complete = withRecommendedPath(attempt);
    if (complete.recommendedPath) await applyOutcome(complete, now);
    return 'nothing-to-do';
  }
  const scored = scoreAttempt(formQuestions(attempt.form), new Map(Object.entries(attempt.answers)));
  const { path, firstScenarioId } = recommendationFor(scored.weakestDimension);
  const owner = attempt.userId ? await getUser(attempt.userId) : undefined;
  const result: AssessmentFeedback = {
    attemptId,
    snapshotId: ulid(now.getTime()),
    userName: firstName(owner?.name),
    thinkingStyle: scored.thinkingStyle,
    thinkingStyleExplanation: scored.thinkingStyleExplanation,
    generatedDate: now.toISOString(),
    score: scored.score,
    subScores: scored.subScores,
    overallFeedback: scored.overallFeedback,
    detailedFeedback: scored.detailedFeedback,
    firstRecommendedScenarioId: firstScenarioId,
    recommendedPathId: path.id,
    recommendedPathName: path.name,
  };
  const recommendedPath = { name: path.name, skillIds: pathSkillIds(path) };
  if (!(await saveResult(attemptId, result, recommendedPath))) return 'nothing-to-do';
  // A guest may have signed up while this ran: read the owner again.
  const stored = await getAttempt(attemptId);
  if (stored) await applyOutcome(stored, now);
  logger.info('Assessment scored', { attemptId, score: result.score, style: result.thinkingStyle });
  return 'scored';
}
