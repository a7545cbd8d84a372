import { ERROR_CODES } from '../../../shared/envelope';
import { REMINDER_TEXTS } from '../../../shared/schemas/reminders';
import { HttpError } from '../../platform/errors';
import {
  findUnsubscribeLink,
  turnOffDailyReminders,
} from '../../repositories/reminder-unsubscribe-repository';
import { hashUnsubscribeToken } from './reminder-token';

class UnsubscribeLinkError extends HttpError {
  constructor() {
    super(404, ERROR_CODES.notFound, REMINDER_TEXTS.linkInvalid);
  }
}

/**
 * POST /reminders/unsubscribe: the link's learner no longer gets daily reminders. Idempotent:
 * a second click answers the same and changes nothing.
 */
export async function unsubscribeFromReminders(token: string, now: Date = new Date()): Promise<void> {
  const userId = await findUnsubscribeLink(hashUnsubscribeToken(token), Math.floor(now.getTime() / 1000));
  if (!userId || !(await turnOffDailyReminders(userId))) throw new UnsubscribeLinkError();
}
