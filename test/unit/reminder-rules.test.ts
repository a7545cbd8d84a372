import { describe, expect, it } from 'vitest';
import type { ReminderCandidate } from '../../functions/repositories/reminder-repository';
import { canonicalTimeZone, localHour } from '../../functions/services/progress/calendar';
import {
  knownTimeZones,
  streakAtRisk,
  zonesInReminderHour,
} from '../../functions/services/reminders/reminder-service';
import { REMINDER_LOCAL_HOUR, unsubscribeBodySchema } from '../../shared/schemas/reminders';
import { preferencesBodySchema } from '../../shared/schemas/users';

const learner = (fields: Partial<ReminderCandidate>) => ({ ...fields }) as ReminderCandidate;

describe('which zones are in their reminder hour', () => {
  it('picks Paris at 06:00Z in summer and New York at 12:00Z, never both', () => {
    const parisMorning = zonesInReminderHour(new Date('2031-05-14T06:00:00Z'));
    expect(parisMorning).toContain('Europe/Paris');
    expect(parisMorning).not.toContain('America/New_York');
    expect(zonesInReminderHour(new Date('2031-05-14T12:00:00Z'))).toContain('America/New_York');
  });

  it('follows daylight saving time: Paris is at 08:00 at 07:00Z in winter', () => {
    expect(zonesInReminderHour(new Date('2031-01-14T07:00:00Z'))).toContain('Europe/Paris');
    expect(zonesInReminderHour(new Date('2031-01-14T06:00:00Z'))).not.toContain('Europe/Paris');
  });

  it('visits a half-hour zone once a day, in the run inside its 08:xx', () => {
    const kolkata = canonicalTimeZone('Asia/Kolkata');
    const runs = Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2031, 4, 14, h)));
    const visits = runs.filter((run) => zonesInReminderHour(run, [kolkata]).length === 1);
    expect(visits).toHaveLength(1);
    expect(localHour(visits[0]!, kolkata)).toBe(REMINDER_LOCAL_HOUR);
  });

  it('every zone is visited exactly once in 24 hourly runs', () => {
    const zones = knownTimeZones();
    expect(zones).toContain('UTC');
    const counts = new Map<string, number>();
    for (let h = 0; h < 24; h += 1) {
      for (const zone of zonesInReminderHour(new Date(Date.UTC(2031, 4, 14, h)), zones)) {
        counts.set(zone, (counts.get(zone) ?? 0) + 1);
      }
    }
    expect(zones.filter((zone) => counts.get(zone) !== 1)).toEqual([]);
    // Every zone of the runtime through 24 runs of Intl formatting: seconds on a busy machine.
  }, 30_000);

  it('stores a zone by the name the job looks it up by', () => {
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(knownTimeZones()).toContain(canonicalTimeZone('Asia/Kolkata'));
    expect(canonicalTimeZone('Mars/Olympus')).toBe('UTC');
  });
});

describe('streak at risk', () => {
  const today = '2031-05-14';

  it('is a streak the learner has not extended today', () => {
    expect(streakAtRisk(learner({ streak: 4, lastActiveDate: '2031-05-13' }), today)).toBe(true);
  });

  it('is not once they practised today, nor without a streak', () => {
    expect(streakAtRisk(learner({ streak: 4, lastActiveDate: today }), today)).toBe(false);
    expect(streakAtRisk(learner({ streak: 0, lastActiveDate: null }), today)).toBe(false);
    expect(streakAtRisk(learner({}), today)).toBe(false);
  });

  it('counts held freezes: a lapsed streak is not at risk, a frozen one is', () => {
    expect(streakAtRisk(learner({ streak: 9, lastActiveDate: '2031-05-11' }), today)).toBe(false);
    expect(streakAtRisk(learner({ streak: 9, lastActiveDate: '2031-05-11', streakFreezes: 2 }), today)).toBe(
      true,
    );
  });
});

describe('inputs', () => {
  it('the preferences accept an IANA zone and refuse anything else', () => {
    const prefs = { emailNotifications: true, dailyReminders: true, publicLeaderboard: true };
    expect(preferencesBodySchema.safeParse({ ...prefs, timeZone: 'Europe/Paris' }).success).toBe(true);
    expect(preferencesBodySchema.safeParse(prefs).success).toBe(true);
    for (const timeZone of ['Mars/Olympus', '', 'x'.repeat(65), 42]) {
      expect(preferencesBodySchema.safeParse({ ...prefs, timeZone }).success).toBe(false);
    }
  });

  it('an unsubscribe token is 43 base64url characters and nothing else', () => {
    expect(unsubscribeBodySchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    for (const token of ['a'.repeat(42), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`]) {
      expect(unsubscribeBodySchema.safeParse({ token }).success).toBe(false);
    }
    expect(unsubscribeBodySchema.safeParse({ token: 'a'.repeat(43), other: 1 }).success).toBe(false);
  });
});
