import * as z from 'zod';

/** The learner's local hour (0-23) at which the daily reminder goes out. */
export const REMINDER_LOCAL_HOUR = 8;
/** How long an unsubscribe link works after its reminder was sent. */
export const REMINDER_UNSUBSCRIBE_DAYS = 60;

export const REMINDER_TEXTS = {
  subject: (streak: number) => `Keep your ${streak}-day streak going`,
  body: (name: string, streak: number, appUrl: string, unsubscribeUrl: string) =>
    [
      `Hi ${name},`,
      '',
      `You are on a ${streak}-day streak. A few minutes of practice today keeps it alive.`,
      '',
      `Practise now: ${appUrl}`,
      '',
      `You get this email because daily reminders are on. Turn them off with one click: ${unsubscribeUrl}`,
    ].join('\n'),
  unsubscribed: 'Daily reminders are off. You can turn them on again in your profile settings.',
  linkInvalid:
    'This unsubscribe link is not valid or has expired. Turn reminders off in your profile settings.',
} as const;

/** The pattern of an unsubscribe link's secret: 32 random bytes, base64url. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /reminders/unsubscribe: the secret of an unsubscribe link. The email links to the web
 * page /unsubscribe, which posts it: a mail scanner that follows the link does not unsubscribe.
 */
export const unsubscribeBodySchema = /* @__PURE__ */ z
  .object({
    token: z
      .string({ error: 'Pass the token from the email link.' })
      .regex(UNSUBSCRIBE_TOKEN_PATTERN, 'This unsubscribe link is not valid.'),
  })
  .strict();
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;
