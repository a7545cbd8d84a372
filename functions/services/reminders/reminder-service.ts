import {
  REMINDER_LOCAL_HOUR,
  REMINDER_TEXTS,
  REMINDER_UNSUBSCRIBE_DAYS,
} from '../../../shared/schemas/reminders';
import { invokeAsync } from '../../platform/async-invoke';
import { getConfig } from '../../platform/config';
import { logger } from '../../platform/logger';
import {
  claimReminder,
  listReminderCandidates,
  type ReminderCandidate,
} from '../../repositories/reminder-repository';
import { canonicalTimeZone, daysBetween, localDate, localHour } from '../progress/calendar';
import { currentStreak } from '../progress/streak';
import { hashUnsubscribeToken, newUnsubscribeToken, unsubscribeLink } from './reminder-token';

/** Every zone the runtime knows, by the name the preferences store (canonicalTimeZone). */
export function knownTimeZones(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone').map(canonicalTimeZone), 'UTC'])].sort();
}

/** The zones whose local hour at `now` is the reminder hour. */
export function zonesInReminderHour(now: Date, zones: readonly string[] = knownTimeZones()): string[] {
  return zones.filter((zone) => localHour(now, zone) === REMINDER_LOCAL_HOUR);
}

/** Not practised yet today (their local day) and a streak that a missed day would end. */
export function streakAtRisk(learner: ReminderCandidate, today: string): boolean {
  if (!learner.lastActiveDate || daysBetween(learner.lastActiveDate, today) < 1) return false;
  const streak = currentStreak(
    {
      streak: learner.streak ?? 0,
      longestStreak: learner.streak ?? 0,
      lastActiveDate: learner.lastActiveDate,
      streakFreezes: learner.streakFreezes ?? 0,
    },
    today,
  );
  return streak > 0;
}

export interface ReminderSummary {
  zones: number;
  candidates: number;
  sent: number;
  alreadySent: number;
}

/**
 * The hourly reminder run: for each zone where it is the reminder hour, the learners with
 * daily reminders on whose streak is at risk get one email through the send-email worker.
 * The claim of the learner's local day comes first, so a second run, a retry or a concurrent
 * run sends nothing; a worker that then fails loses that day's reminder rather than doubling it.
 */
export async function sendDueReminders(now: Date = new Date()): Promise<ReminderSummary> {
  const summary: ReminderSummary = { zones: 0, candidates: 0, sent: 0, alreadySent: 0 };
  for (const zone of zonesInReminderHour(now)) {
    summary.zones += 1;
    const today = localDate(now, zone);
    for (const learner of await listReminderCandidates(zone)) {
      if (learner.preferences?.dailyReminders !== true || !streakAtRisk(learner, today)) continue;
      summary.candidates += 1;
      const token = newUnsubscribeToken();
      const expiresAt = Math.floor(now.getTime() / 1000) + REMINDER_UNSUBSCRIBE_DAYS * 86_400;
      if (!(await claimReminder(learner.userId, today, hashUnsubscribeToken(token), now, expiresAt))) {
        summary.alreadySent += 1;
        continue;
      }
      const streak = learner.streak ?? 0;
      await invokeAsync('send-email', {
        to: learner.email,
        subject: REMINDER_TEXTS.subject(streak),
        text: REMINDER_TEXTS.body(
          learner.name,
          streak,
          `${getConfig().WEB_ORIGIN}/dashboard`,
          unsubscribeLink(token),
        ),
      });
      summary.sent += 1;
    }
  }
  logger.info('Daily reminders sent', { ...summary });
  return summary;
}
