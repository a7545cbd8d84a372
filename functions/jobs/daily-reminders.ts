import { sendDueReminders, type ReminderSummary } from '../services/reminders/reminder-service';

/** Each hour: the reminder emails of the learners for whom it is now morning. */
export async function run(now: Date = new Date()): Promise<ReminderSummary> {
  return sendDueReminders(now);
}

export async function handler() {
  return run();
}
