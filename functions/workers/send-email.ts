import * as z from 'zod';
import { sendEmail } from '../adapters/mailer';
import { logger } from '../platform/logger';
import { workerHandler } from '../platform/worker';

const payloadSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(20_000),
  code: z.string().nullish(),
});

export type SendEmailPayload = z.infer<typeof payloadSchema>;

export const handler = workerHandler('send-email', async (payload) => {
  const email = payloadSchema.parse(payload);
  await sendEmail(email);
  logger.info('Email sent', { subject: email.subject });
});
