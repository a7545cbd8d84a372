import { submitFeedbackBodySchema } from '../../shared/schemas/feedback';
import { waitlistBodySchema } from '../../shared/schemas/marketing';
import { callerOf, clientIpOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import { submitFeedback } from '../services/feedback-service';
import { joinWaitlist } from '../services/marketing-service';

export const handler = createDomainHandler('feedback', {
  submitFeedback: operation({ body: submitFeedbackBodySchema }, async (input) => {
    const result = await submitFeedback({ userId: callerOf(input).userId, ...input.body });
    return reply(result, { statusCode: 201, message: 'Thank you for your feedback!' });
  }),
  joinWaitlist: operation({ body: waitlistBodySchema }, async (input) =>
    reply(await joinWaitlist(input.body.email, input.body.tier, clientIpOf(input.event)), {
      statusCode: 201,
      message: "You're on the list. We'll be in touch.",
    }),
  ),
});
