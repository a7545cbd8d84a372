import { ulid } from 'ulid';
import {
  ASSESSMENT_TEXTS,
  RETAKE_MIN_DAYS,
  RETAKE_MIN_SCENARIOS,
  type AssessmentFeedback,
  type AssessmentForm,
  type AssessmentHistoryEntry,
  type AssessmentQuestionSet,
  type AssessmentSubmitBody,
  type PublicSnapshot,
  type RetakeStatus,
} from '../../../shared/schemas/assessment';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages';
import { formQuestions } from '../../content/assessment';
import { invokeAsync } from '../../platform/async-invoke';
import { ForbiddenError, NotFoundError, PremiumRequiredError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import {
  claimScoringRedrive,
  getAttempt,
  getSnapshotAttemptId,
  listAttemptsOf,
  putAttempt,
  type AttemptRecord,
} from '../../repositories/assessment-repository';
import { getUser, type UserRecord } from '../../repositories/user-repository';
import { grantsPremium } from '../entitlements';
import { useRateLimit } from '../rate-limits';
import { firstName } from './assessment-outcome';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The form a learner takes next: A first, then alternating, so a retake never repeats items. */
async function nextForm(user: UserRecord | undefined): Promise<AssessmentForm> {
  if (!user) return 'A';
  const [latest] = await listAttemptsOf(user.userId);
  return latest?.form === 'A' ? 'B' : 'A';
}

export async function questionsFor(user: UserRecord | undefined): Promise<AssessmentQuestionSet> {
  const form = await nextForm(user);
  return {
    form,
    questions: formQuestions(form).map((q) => ({
      id: q.id,
      questionText: q.questionText,
      options: q.options.map(({ id, text }) => ({ id, text })),
    })),
  };
}

/**
 * Retake rule: a learner with an attempt may take the other form once RETAKE_MIN_DAYS have
 * passed since the latest attempt and they have completed RETAKE_MIN_SCENARIOS scenarios
 * since then. Without an attempt, the assessment is simply open.
 */
export async function retakeStatus(user: UserRecord, now = new Date()): Promise<RetakeStatus> {
  const [latest] = await listAttemptsOf(user.userId);
  if (!latest)
    return { canRetake: true, scenariosToComplete: 0, nextEligibleDate: null, latestAttemptId: null };
  const since = (user.totalScenarios ?? 0) - (latest.scenariosAtAttempt ?? 0);
  const scenariosToComplete = Math.max(0, RETAKE_MIN_SCENARIOS - since);
  const eligible = new Date(Date.parse(latest.createdAt) + RETAKE_MIN_DAYS * DAY_MS);
  return {
    canRetake: scenariosToComplete === 0 && now >= eligible,
    scenariosToComplete,
    nextEligibleDate: eligible.toISOString(),
    latestAttemptId: latest.attemptId,
  };
}

/** POST /assessment/submit: every question of the form answered; scoring happens in a worker. */
export async function submitAssessment(
  user: UserRecord | undefined,
  body: AssessmentSubmitBody,
  clientIp: string,
  now = new Date(),
): Promise<{ attemptId: string }> {
  const questions = formQuestions(body.form);
  const answers = new Map(body.answers.map((a) => [a.questionId, a.selectedOptionId.trim()]));
  const unanswered = questions.filter((q) => !answers.get(q.id));
  const unknown = [...answers.keys()].filter((id) => !questions.some((q) => q.id === id));
  if (unanswered.length > 0 || unknown.length > 0 || answers.size !== body.answers.length) {
    throw new ValidationError(VALIDATION_MESSAGES.assessmentIncomplete, [
      { path: 'body.answers', message: VALIDATION_MESSAGES.assessmentIncomplete },
    ]);
  }
  for (const q of questions) {
    if (q.kind === 'CHOICE' && !q.options.some((o) => o.id === answers.get(q.id))) {
      throw new ValidationError(ASSESSMENT_TEXTS.wrongQuestions, [
        { path: 'body.answers', message: ASSESSMENT_TEXTS.wrongQuestions },
      ]);
    }
  }
  let assessmentType: AttemptRecord['assessmentType'] = 'INITIAL';
  if (user) {
    const status = await retakeStatus(user, now);
    if (status.latestAttemptId) {
      if (!status.canRetake) throw new ForbiddenError(ASSESSMENT_TEXTS.retakeNotYet);
      assessmentType = 'RETAKE';
    }
  }
  // Each submission stores an attempt and starts a scoring worker: metered per client.
  await useRateLimit('assessmentPerClient', user?.userId ?? clientIp, now);
  const attempt: AttemptRecord = {
    attemptId: ulid(now.getTime()),
    form: body.form,
    answers: Object.fromEntries(answers),
    status: 'PROCESSING',
    createdAt: now.toISOString(),
    assessmentType,
    ...(user ? { userId: user.userId, scenariosAtAttempt: user.totalScenarios ?? 0 } : {}),
  };
  await putAttempt(attempt);
  await invokeAsync('score-assessment', { attemptId: attempt.attemptId });
  return { attemptId: attempt.attemptId };
}

async function withCurrentName(attempt: AttemptRecord): Promise<AssessmentFeedback> {
  const result = attempt.result!;
  if (result.userName || !attempt.userId) return result;
  const owner = await getUser(attempt.userId);
  return { ...result, userName: firstName(owner?.name) };
}

/** Scoring takes a second; an attempt still PROCESSING after this is scored again. */
export const SCORING_STALE_SECONDS = 60;

/**
 * GET /assessment/feedback/{id}: null while it is being scored. The page polls this every
 * 3 s, so a scoring hand-off that was lost is noticed here and handed to the worker again.
 */
export async function feedbackFor(attemptId: string, now = new Date()): Promise<AssessmentFeedback | null> {
  const attempt = await getAttempt(attemptId);
  if (!attempt) throw new NotFoundError(ASSESSMENT_TEXTS.attemptNotFound);
  if (attempt.status === 'READY') return withCurrentName(attempt);
  const staleBefore = new Date(now.getTime() - SCORING_STALE_SECONDS * 1000);
  if (
    Date.parse(attempt.createdAt) <= staleBefore.getTime() &&
    (await claimScoringRedrive(attemptId, now, staleBefore))
  ) {
    logger.warn('Re-driving a stale assessment scoring', { attemptId });
    await invokeAsync('score-assessment', { attemptId });
  }
  return null;
}

export async function latestFeedback(user: UserRecord): Promise<AssessmentFeedback | null> {
  const attempts = await listAttemptsOf(user.userId);
  const ready = attempts.find((a) => a.status === 'READY');
  if (!ready) {
    if (attempts.length > 0) return null;
    throw new NotFoundError(ASSESSMENT_TEXTS.attemptNotFound);
  }
  return withCurrentName(ready);
}

/** GET /assessment/history: the data of the profile's Progress tab, premium only (spec 6). */
export async function historyOf(user: UserRecord, now = new Date()): Promise<AssessmentHistoryEntry[]> {
  if (!grantsPremium(user, now)) throw new PremiumRequiredError(ERROR_MESSAGES.premiumContentRequired);
  return (await listAttemptsOf(user.userId)).map((a) => ({
    attemptId: a.attemptId,
    assessmentType: a.assessmentType ?? 'INITIAL',
    score: a.result?.score ?? null,
    completionDate: a.createdAt,
  }));
}

/** GET /snapshots/{id}: the shareable view; no email, no answers, no ids of the learner. */
export async function publicSnapshot(snapshotId: string): Promise<PublicSnapshot> {
  const attemptId = await getSnapshotAttemptId(snapshotId);
  const attempt = attemptId ? await getAttempt(attemptId) : undefined;
  if (!attempt?.result) throw new NotFoundError(ASSESSMENT_TEXTS.snapshotNotFound);
  const result = await withCurrentName(attempt);
  return {
    snapshotId: result.snapshotId,
    userName: result.userName,
    thinkingStyle: result.thinkingStyle,
    thinkingStyleExplanation: result.thinkingStyleExplanation,
    generatedDate: result.generatedDate,
    score: result.score,
    subScores: result.subScores,
    overallFeedback: result.overallFeedback,
    detailedFeedback: result.detailedFeedback,
  };
}
