import { ulid } from 'ulid';
import { useRateLimit } from './rate-limits';
import type { FeedbackType, SubmitFeedbackResult } from '../../shared/schemas/feedback';
import { putFeedback } from '../repositories/feedback-repository';
import { PRODUCT_NAME } from '../../shared/constants';
import { invokeAsync } from '../platform/async-invoke';
import { getConfig } from '../platform/config';
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
  await useRateLimit('feedbackPerLearner', submission.userId, now);
  const feedbackId = ulid(now.getTime());
  const createdAt = now.toISOString();
  await putFeedback({ feedbackId, createdAt, ...submission });
  logger.info('Feedback received', { feedbackId, type: submission.type, page: submission.page });
  const inbox = getConfig().FEEDBACK_INBOX;
  if (inbox) {
    // The learner is not kept waiting for email; a failed hand-off loses no feedback (it is stored).
    await invokeAsync('send-email', {
      to: inbox,
      subject: `[${PRODUCT_NAME} feedback] ${submission.type}`,
      text: `${submission.message}\n\nPage: ${submission.page || '(not given)'}\nFrom user: ${submission.userId}\nFeedback id: ${feedbackId}`,
    }).catch((error: unknown) =>
      logger.error('Could not hand feedback to the mailer', { error, feedbackId }),
    );
  }
  return { id: feedbackId, createdAt };
}
