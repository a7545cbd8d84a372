import { invokeAsync } from '../../platform/async-invoke';
import type { AttemptRecord } from '../../repositories/assessment-repository';
import { setAssessmentOutcome } from '../../repositories/user-repository';
import { recordActivity } from '../progress/progress-service';

/**
 * What a scored attempt changes for its owner. It reads nothing but the attempt, so the
 * profile code that calls it when a guest signs up (in every API function) bundles neither
 * the NLP model of the scorer nor the content it recommends from.
 */

/** The name shown on results: the first word of the owner's name. */
export function firstName(name: string | undefined): string | null {
  return name?.trim().split(/\s+/)[0] ?? null;
}

/** Puts a scored attempt's outcome on its owner's profile (at scoring, or when a guest signs up). */
export async function applyOutcome(attempt: AttemptRecord, now = new Date()): Promise<void> {
  if (!attempt.userId || !attempt.result) return;
  if (!attempt.recommendedPath) {
    // Scored before paths were stored with results: the scorer, which has the content, applies it.
    await invokeAsync('score-assessment', { attemptId: attempt.attemptId });
    return;
  }
  await setAssessmentOutcome(attempt.userId, attempt.recommendedPath);
  await recordActivity(attempt.userId, `assessment:${attempt.attemptId}`, {
    kind: 'ASSESSMENT_FINISHED',
    xpDistribution: {},
    timeZone: 'UTC',
    occurredAt: now,
  });
}
