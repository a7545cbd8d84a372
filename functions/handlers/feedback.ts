import { submitFeedbackBodySchema } from '../../shared/schemas/feedback';
import { callerOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import { submitFeedback } from '../services/feedback-service';

export const handler = createDomainHandler('feedback', {
  submitFeedback: operation({ body: submitFeedbackBodySchema }, async (input) => {
    const result = await submitFeedback({ userId: callerOf(input).userId, ...input.body });
    return reply(result, { statusCode: 201, message: 'Thank you for your feedback!' });
  }),
});
