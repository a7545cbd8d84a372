import { ERROR_MESSAGES } from '../../../shared/messages';
import { LEARNING_PATH_TEXTS } from '../../../shared/schemas/learning-paths';
import type { PracticeSession } from '../../../shared/schemas/toolkit';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { listQuestions } from '../../repositories/content-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { openSession, shuffled } from '../toolkit/practice-service';
import { learningPathFor } from './learning-path-service';

/**
 * A learning path's final assessment: a practice session, but opened by the scenarios
 * function, which holds the paths and their scenarios (the toolkit function holds neither).
 */

/** Questions in a learning path's final assessment: two from each skill the path trains. */
export const QUESTIONS_PER_PATH_SKILL = 2;

/**
 * GET /practice/assessment/{pathId}: the path's final assessment, open once every scenario of
 * the path is completed; questions come from the banks of the skills the path trains.
 */
export async function startPathAssessment(
  user: UserRecord,
  pathId: string,
  now: Date = new Date(),
): Promise<PracticeSession> {
  const path = await learningPathFor(user, pathId);
  if (!path.completed) throw new ForbiddenError(LEARNING_PATH_TEXTS.assessmentLocked);
  const banks = await Promise.all(path.skillIds.map((id) => listQuestions(id)));
  const questions = shuffled(banks.flatMap((bank) => shuffled(bank).slice(0, QUESTIONS_PER_PATH_SKILL)));
  if (!questions.length) throw new NotFoundError(ERROR_MESSAGES.practiceSessionMissing);
  return openSession(user, { id: path.id, name: path.name, mode: 'ASSESSMENT' }, questions, now);
}
