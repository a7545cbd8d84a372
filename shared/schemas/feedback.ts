import * as z from 'zod';
import {
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FEEDBACK_TYPES,
} from '../constants';
import { VALIDATION_MESSAGES } from '../messages';

export const feedbackTypeSchema = /* @__PURE__ */ z.enum(FEEDBACK_TYPES, {
  error: VALIDATION_MESSAGES.feedbackTypeInvalid,
});
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** Shared by the dialog (client-side check) and POST /feedback (server-side check). */
export const feedbackMessageSchema = /* @__PURE__ */ z
  .string({ error: VALIDATION_MESSAGES.feedbackTooShort })
  .trim()
  .min(FEEDBACK_MESSAGE_MIN_LENGTH, VALIDATION_MESSAGES.feedbackTooShort)
  .max(FEEDBACK_MESSAGE_MAX_LENGTH, VALIDATION_MESSAGES.feedbackTooLong);

/** POST /feedback {type, message, page} */
export const submitFeedbackBodySchema = /* @__PURE__ */ z
  .object({
    type: feedbackTypeSchema.default(DEFAULT_FEEDBACK_TYPE),
    message: feedbackMessageSchema,
    page: z.string().trim().max(2048, 'The page address is too long.').default(''),
  })
  .strict();
export type SubmitFeedbackBody = z.input<typeof submitFeedbackBodySchema>;

export interface SubmitFeedbackResult {
  id: string;
  createdAt: string;
}
