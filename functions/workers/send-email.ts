import { z } from 'zod';
import { sendEmail } from '../adapters/mailer';
import { logger } from '../platform/logger';

const payloadSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(20_000),
  code: z.string().nullish(),
});

export type SendEmailPayload = z.infer<typeof payloadSchema>;

export async function handler(payload: unknown): Promise<void> {
  const email = payloadSchema.parse(payload);
  await sendEmail(email);
  logger.info('Email sent', { subject: email.subject });
}
