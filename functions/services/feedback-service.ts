import { ulid } from 'ulid';
import type { FeedbackType, SubmitFeedbackResult } from '../../shared/schemas/feedback';
import { putFeedback } from '../repositories/feedback-repository';
import { logger } from '../platform/logger';

export interface FeedbackSubmission {
  userId: string;
  type: FeedbackType;
  message: string;
  page: string;
}

export async function submitFeedback(
  submission: FeedbackSubmission,
  now: Date = new Date(),
): Promise<SubmitFeedbackResult> {
  const feedbackId = ulid(now.getTime());
  const createdAt = now.toISOString();
  await putFeedback({ feedbackId, createdAt, ...submission });
  logger.info('Feedback received', { feedbackId, type: submission.type, page: submission.page });
  return { id: feedbackId, createdAt };
}
