import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalMailbox } from '../../functions/adapters/mailer';
import { run as runReminders } from '../../functions/jobs/daily-reminders';
import { DevMailbox, type MailMessage } from '../../functions/local/mailbox';
import { startLocalWorkers } from '../../functions/local/workers';
import { listReminderCandidates } from '../../functions/repositories/reminder-repository';
import { getUser, updatePreferences } from '../../functions/repositories/user-repository';
import { ensureProfile } from '../../functions/services/profile-service';
import { recordActivity } from '../../functions/services/progress/progress-service';
import { REMINDER_TEXTS } from '../../shared/schemas/reminders';
import { createSignedInAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url, env } = useStack();

/*
 * The job runs in this process, and hands its mail to the real send-email worker here,
 * which delivers into a mailbox of this test. 2031-05-14T06:00Z is 08:00 in Paris (CEST)
 * and 02:00 in New York.
 */
const PARIS_MORNING = new Date('2031-05-14T06:00:00Z');
const root = path.resolve(import.meta.dirname, '../..');
const mailbox = new DevMailbox(() => undefined);
let workers: { stop(): Promise<void> };

beforeAll(() => {
  useLocalMailbox((email) => mailbox.deliver({ ...email, code: email.code ?? null }));
  workers = startLocalWorkers(root);
});

afterAll(async () => {
  await workers.stop();
  useLocalMailbox(undefined);
});

/** Runs the job `times` times at once and waits for the mail it handed to the worker. */
async function runJob(now: Date, times = 1) {
  const summaries = await Promise.all(Array.from({ length: times }, () => runReminders(now)));
  await workers.stop();
  workers = startLocalWorkers(root);
  return summaries;
}

async function learner(options: {
  timeZone: string;
  reminders: boolean;
  practisedAt?: Date;
}): Promise<{ userId: string; email: string }> {
  const userId = randomUUID();
  const email = `${userId}@example.com`;
  await ensureProfile({ userId, username: userId, email, name: 'Rae', authProvider: 'password' });
  if (options.practisedAt) {
    await recordActivity(userId, `test:${randomUUID()}`, {
      kind: 'SCENARIO_COMPLETED',
      xpDistribution: { 'first-principles': 10 },
      timeZone: options.timeZone,
      occurredAt: options.practisedAt,
    });
  }
  await updatePreferences(
    userId,
    { emailNotifications: true, dailyReminders: options.reminders, publicLeaderboard: true },
    options.timeZone,
  );
  return { userId, email };
}

const mailTo = (email: string): MailMessage[] => mailbox.for(email);
const tokenOf = (mail: MailMessage) => /\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];

describe('daily-reminders job', () => {
  const yesterday = new Date('2031-05-13T10:00:00Z');
  let due: { userId: string; email: string };
  let others: Record<string, { userId: string; email: string }>;

  beforeAll(async () => {
    due = await learner({ timeZone: 'Europe/Paris', reminders: true, practisedAt: yesterday });
    others = {
      wrongLocalHour: await learner({
        timeZone: 'America/New_York',
        reminders: true,
        practisedAt: yesterday,
      }),
      preferenceOff: await learner({ timeZone: 'Europe/Paris', reminders: false, practisedAt: yesterday }),
      // 07:30 in Paris on the same local day.
      practisedToday: await learner({
        timeZone: 'Europe/Paris',
        reminders: true,
        practisedAt: new Date('2031-05-14T05:30:00Z'),
      }),
      noStreak: await learner({ timeZone: 'Europe/Paris', reminders: true }),
    };
  });

  it('finds only learners with the preference on, through the index of their zone', async () => {
    const paris = (await listReminderCandidates('Europe/Paris')).map((c) => c.userId);
    expect(paris).toEqual(expect.arrayContaining([due.userId, others.practisedToday!.userId]));
    expect(paris).not.toContain(others.preferenceOff!.userId);
    expect(paris).not.toContain(others.wrongLocalHour!.userId);
  });

  it('mails the learner whose streak is at risk in their morning once, even with 5 runs at once', async () => {
    const summaries = await runJob(PARIS_MORNING, 5);
    expect(summaries.every((s) => s.zones > 0)).toBe(true);
    expect(summaries.reduce((sum, s) => sum + s.sent, 0)).toBeGreaterThanOrEqual(1);

    const mails = mailTo(due.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(REMINDER_TEXTS.subject(1));
    expect(mails[0]!.text).toContain('1-day streak');
    expect(tokenOf(mails[0]!)).toBeDefined();
    for (const [name, other] of Object.entries(others)) {
      expect(mailTo(other.email), name).toEqual([]);
    }
  });

  it('sends nothing more on a second run the same local day', async () => {
    await runJob(new Date('2031-05-14T06:40:00Z'));
    expect(mailTo(due.email)).toHaveLength(1);
  });

  it('the New York learner is reminded in their own morning (08:00 EDT is 12:00Z)', async () => {
    await runJob(new Date('2031-05-14T12:00:00Z'));
    expect(mailTo(others.wrongLocalHour!.email)).toHaveLength(1);
    expect(mailTo(due.email)).toHaveLength(1);
  });

  it('the unsubscribe link turns the preference off with one click; twenty at once and a later click change nothing more', async () => {
    const token = tokenOf(mailTo(due.email)[0]!)!;
    // A double click, a mail scanner and the learner at once: twenty posts of the same link.
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () =>
        api<{ dailyReminders: boolean }>(url, 'POST', '/reminders/unsubscribe', { json: { token } }),
      ),
    );
    for (const click of clicks) {
      expect(click.status).toBe(200);
      expect(click.body).toMatchObject({ success: true, message: REMINDER_TEXTS.unsubscribed });
    }
    expect((await getUser(due.userId))?.preferences.dailyReminders).toBe(false);
    expect((await listReminderCandidates('Europe/Paris')).map((c) => c.userId)).not.toContain(due.userId);

    const again = await api(url, 'POST', '/reminders/unsubscribe', { json: { token } });
    expect(again.status).toBe(200);
    expect((await getUser(due.userId))?.preferences).toEqual({
      emailNotifications: true,
      dailyReminders: false,
      publicLeaderboard: true,
    });
  });

  it('refuses a forged or malformed token and changes nothing', async () => {
    const forged = await api(url, 'POST', '/reminders/unsubscribe', { json: { token: 'A'.repeat(43) } });
    expect(forged.status).toBe(404);
    expect(forged.body).toMatchObject({ success: false, message: REMINDER_TEXTS.linkInvalid });
    for (const json of [{}, { token: 'short' }, { token: 'A'.repeat(43), extra: 1 }, { token: 7 }]) {
      const res = await api(url, 'POST', '/reminders/unsubscribe', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await getUser(others.practisedToday!.userId))?.preferences.dailyReminders).toBe(true);
  });
});

describe('PUT /users/me/preferences with a time zone', () => {
  it('stores the zone by its canonical name and lists the learner for reminders there', async () => {
    const account = await createSignedInAccount(env);
    const prefs = { emailNotifications: true, dailyReminders: true, publicLeaderboard: true };
    const res = await api(url, 'PUT', '/users/me/preferences', {
      token: account.accessToken,
      json: { ...prefs, timeZone: 'US/Eastern' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(prefs);
    expect((await getUser(account.userId))?.timeZone).toBe('America/New_York');
    expect((await listReminderCandidates('America/New_York')).map((c) => c.userId)).toContain(account.userId);

    await api(url, 'PUT', '/users/me/preferences', {
      token: account.accessToken,
      json: { ...prefs, dailyReminders: false },
    });
    expect((await listReminderCandidates('America/New_York')).map((c) => c.userId)).not.toContain(
      account.userId,
    );
    // The zone stays when a later save does not send one.
    expect((await getUser(account.userId))?.timeZone).toBe('America/New_York');
  });

  it('rejects an unknown time zone and changes nothing', async () => {
    const account = await createSignedInAccount(env);
    const res = await api(url, 'PUT', '/users/me/preferences', {
      token: account.accessToken,
      json: {
        emailNotifications: true,
        dailyReminders: true,
        publicLeaderboard: true,
        timeZone: 'Mars/Olympus',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect((await getUser(account.userId))?.preferences?.dailyReminders ?? false).toBe(false);
  });
});
