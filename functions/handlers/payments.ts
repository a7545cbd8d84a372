import { callerOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import {
  createCheckoutSession,
  createPaymentPage,
  handleWebhook,
} from '../services/payments/payment-service';
import { getMe } from '../services/profile-service';

export const handler = createDomainHandler('payments', {
  createCheckoutSession: operation({}, async (input) =>
    reply(await createCheckoutSession(await getMe(callerOf(input)))),
  ),
  createPaymentPage: operation({}, async (input) =>
    reply(await createPaymentPage(await getMe(callerOf(input)))),
  ),
  webhook: operation({}, async (input) => {
    const event = input.event;
    // The signature covers the exact bytes sent, so the raw body is verified, not the parsed one.
    const raw = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    return reply(await handleWebhook(raw, event.headers?.['stripe-signature']));
  }),
});
