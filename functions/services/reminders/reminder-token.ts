import { createHash, randomBytes } from 'node:crypto';
import { getConfig } from '../../platform/config';

/** The secret of an unsubscribe link: 32 random bytes, base64url (43 characters). */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only a hash of the link's secret is stored, so the table alone cannot unsubscribe anyone. */
export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(`reminder-unsubscribe:${token}`).digest('hex');
}

/** The API address the email links to: one click turns reminders off. */
export function unsubscribeLink(token: string): string {
  return `${getConfig().WEB_ORIGIN}/unsubscribe?token=${token}`;
}
