import { describe, expect, it } from 'vitest';
import { PRACTICE_DAILY_XP_PER_SKILL } from '../../shared/constants';
import type { AchievementDefinition } from '../../shared/schemas/progress';
import { evaluateAchievements } from '../../functions/services/progress/achievements';
import { daysBetween, isoWeekKey, localDate, monthKey } from '../../functions/services/progress/calendar';
import { levelForXp, xpForLevel, xpToNextLevel } from '../../functions/services/progress/level-curve';
import { applyActivity, progressOf, type Activity } from '../../functions/services/progress/progress-state';
import { advanceStreak, currentStreak } from '../../functions/services/progress/streak';

describe('level curve', () => {
  it.each([
    [1, 0],
    [2, 100],
    [3, 300],
    [5, 1000],
    [10, 4500],
    [20, 19000],
  ])('level %i starts at %i XP', (level, xp) => {
    expect(xpForLevel(level)).toBe(xp);
    expect(levelForXp(xp)).toBe(level);
    expect(levelForXp(xp - 1)).toBe(Math.max(1, level - 1));
  });

  it('says how much XP the next level needs', () => {
    expect(xpToNextLevel(0)).toBe(100);
    expect(xpToNextLevel(150)).toBe(150);
    expect(xpToNextLevel(299)).toBe(1);
    expect(xpToNextLevel(300)).toBe(300);
  });

  it('never goes below level 1', () => {
    expect(levelForXp(-50)).toBe(1);
  });
});

describe('calendar', () => {
  const instant = new Date('2026-11-23T03:30:00Z'); // Monday 03:30 UTC
  it("reads the learner's own day", () => {
    expect(localDate(instant, 'UTC')).toBe('2026-11-23');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(localDate(instant, 'Not/AZone')).toBe('2026-11-23');
  });
  it('keys weeks by ISO week and months by UTC month', () => {
    expect(isoWeekKey(new Date('2026-11-22T23:59:59Z'))).toBe('2026-W47');
    expect(isoWeekKey(instant)).toBe('2026-W48');
    expect(isoWeekKey(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(monthKey(instant)).toBe('2026-11');
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });
});

describe('streaks', () => {
  const start = { streak: 0, longestStreak: 0, lastActiveDate: null };
  it('starts, extends on consecutive days, holds within a day and restarts after a gap', () => {
    const d1 = advanceStreak(start, '2026-11-20');
    const d1again = advanceStreak(d1, '2026-11-20');
    const d2 = advanceStreak(d1again, '2026-11-21');
    const d3 = advanceStreak(d2, '2026-11-22');
    const afterGap = advanceStreak(d3, '2026-11-25');
    expect([d1.streak, d1again.streak, d2.streak, d3.streak, afterGap.streak]).toEqual([1, 1, 2, 3, 1]);
    expect(afterGap.longestStreak).toBe(3);
  });

  it('ignores a late report from an earlier day', () => {
    const state = { streak: 4, longestStreak: 4, lastActiveDate: '2026-11-22' };
    expect(advanceStreak(state, '2026-11-20')).toEqual({ ...state, streakFreezes: 0 });
  });

  it('shows the streak until a whole day passes without learning', () => {
    const state = { streak: 5, longestStreak: 5, lastActiveDate: '2026-11-22' };
    expect(currentStreak(state, '2026-11-22')).toBe(5);
    expect(currentStreak(state, '2026-11-23')).toBe(5);
    expect(currentStreak(state, '2026-11-24')).toBe(0);
  });

  it('earns a streak freeze for each week of streak, holding at most two', () => {
    let state: Parameters<typeof advanceStreak>[0] = start;
    const held: number[] = [];
    for (let day = 1; day <= 21; day += 1) {
      state = advanceStreak(state, `2026-10-${String(day).padStart(2, '0')}`);
      held.push(state.streakFreezes ?? 0);
    }
    expect(held[5]).toBe(0);
    expect(held[6]).toBe(1); // day 7
    expect(held[13]).toBe(2); // day 14
    expect(held[20]).toBe(2); // day 21: still two, the most held
  });

  it('uses a freeze for each missed day automatically, and breaks the streak when there are too few', () => {
    const week = { streak: 7, longestStreak: 7, lastActiveDate: '2026-11-07', streakFreezes: 1 };
    // One missed day (the 8th) is covered: the streak goes on and the freeze is spent.
    expect(currentStreak(week, '2026-11-09')).toBe(7);
    const covered = advanceStreak(week, '2026-11-09');
    expect(covered).toMatchObject({ streak: 8, streakFreezes: 0 });
    // Two missed days with one freeze: the streak starts over and the freeze is kept.
    expect(currentStreak(week, '2026-11-10')).toBe(0);
    expect(advanceStreak(week, '2026-11-10')).toMatchObject({ streak: 1, streakFreezes: 1 });
    // Two freezes cover two missed days.
    const two = { ...week, streakFreezes: 2 };
    expect(advanceStreak(two, '2026-11-10')).toMatchObject({ streak: 8, streakFreezes: 0 });
  });

  it("counts days across midnight in the learner's time zone, not UTC", () => {
    const base = progressOf({}, new Date('2026-11-22T00:00:00Z'));
    const activity = (iso: string, timeZone: string): Activity => ({
      kind: 'PRACTICE_FINISHED',
      xpDistribution: { 'first-principles': 10 },
      timeZone,
      occurredAt: new Date(iso),
      accuracy: 50,
    });
    // 23:30 and 00:30 in New York are two local days but the same UTC day.
    const first = applyActivity(base, activity('2026-11-23T04:30:00Z', 'America/New_York'), []);
    const second = applyActivity(first.next, activity('2026-11-23T05:30:00Z', 'America/New_York'), []);
    expect([first.localDay, second.localDay]).toEqual(['2026-11-22', '2026-11-23']);
    expect(second.next.streak).toBe(2);
    // The same two instants in Tokyo fall on one local day.
    const tokyo = applyActivity(
      applyActivity(base, activity('2026-11-23T04:30:00Z', 'Asia/Tokyo'), []).next,
      activity('2026-11-23T05:30:00Z', 'Asia/Tokyo'),
      [],
    );
    expect(tokyo.next.streak).toBe(1);
  });
});

const catalogue: AchievementDefinition[] = [
  {
    id: 'first-scenario',
    name: 'First Steps',
    description: 'Finish your first scenario.',
    category: 'Onboarding',
    tier: 1,
    icon: 'Star',
    metric: 'scenariosCompleted',
    progressMax: 1,
  },
  {
    id: 'ten-scenarios',
    name: 'Ten Down',
    description: 'Finish ten scenarios.',
    category: 'Completion',
    tier: 2,
    icon: 'Trophy',
    metric: 'scenariosCompleted',
    progressMax: 10,
  },
  {
    id: 'streak-3',
    name: 'Three Days',
    description: 'Learn three days in a row.',
    category: 'Consistency',
    tier: 1,
    icon: 'Flame',
    metric: 'currentStreak',
    progressMax: 3,
  },
  {
    id: 'perfect',
    name: 'Flawless',
    description: 'Finish a practice session with every answer right.',
    category: 'Mastery',
    tier: 2,
    icon: 'Gem',
    metric: 'perfectPractices',
    progressMax: 1,
  },
];

describe('achievement evaluation', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const metrics = (overrides: Record<string, number>) =>
    ({ scenariosCompleted: 0, currentStreak: 0, perfectPractices: 0, ...overrides }) as never;

  it('tracks progress and earns at the threshold, with the date', () => {
    const result = evaluateAchievements(catalogue, metrics({ scenariosCompleted: 4 }), {}, now);
    expect(result.newlyEarned.map((a) => a.id)).toEqual(['first-scenario']);
    expect(result.progress['first-scenario']).toEqual({ progress: 1, earnedAt: now.toISOString() });
    expect(result.progress['ten-scenarios']).toEqual({ progress: 4, earnedAt: null });
  });

  it('keeps an earned achievement and its date when the metric falls back', () => {
    const earned = { 'streak-3': { progress: 3, earnedAt: '2026-11-01T00:00:00.000Z' } };
    const result = evaluateAchievements(catalogue, metrics({ currentStreak: 0 }), earned, now);
    expect(result.progress['streak-3']).toEqual(earned['streak-3']);
    expect(result.newlyEarned).toEqual([]);
  });

  it('earns from one activity through applyActivity', () => {
    const state = progressOf({}, now);
    const applied = applyActivity(
      state,
      {
        kind: 'PRACTICE_FINISHED',
        xpDistribution: { inversion: 50, anchoring: 50 },
        timeZone: 'UTC',
        occurredAt: now,
        accuracy: 100,
      },
      catalogue,
    );
    expect(applied.newlyEarned.map((a) => a.id)).toEqual(['perfect']);
    expect(applied.next).toMatchObject({
      xp: 100,
      level: 2,
      streak: 1,
      version: 1,
      skillXp: { inversion: 50, anchoring: 50 },
    });
    expect(applied.next.periods).toMatchObject({
      weekXp: 100,
      monthXp: 100,
      week: '2026-W47',
      month: '2026-11',
    });
  });

  it("moves last week's figures aside when a new week starts", () => {
    const lastWeek = applyActivity(
      progressOf({}, now),
      { kind: 'SCENARIO_COMPLETED', xpDistribution: { a: 80 }, timeZone: 'UTC', occurredAt: now },
      [],
    ).next;
    const monday = new Date('2026-11-23T08:00:00Z');
    const next = applyActivity(
      lastWeek,
      { kind: 'SCENARIO_COMPLETED', xpDistribution: { a: 30 }, timeZone: 'UTC', occurredAt: monday },
      [],
    ).next;
    expect(next.periods).toMatchObject({
      week: '2026-W48',
      weekXp: 30,
      weekScenarios: 1,
      prevWeek: '2026-W47',
      prevWeekXp: 80,
      prevWeekScenarios: 1,
      month: '2026-11',
      monthXp: 110,
    });
    expect(next.totalScenarios).toBe(2);
  });
});

describe('daily practice XP cap', () => {
  const practice = (
    at: string,
    xpDistribution: Record<string, number>,
    kind: Activity['kind'] = 'PRACTICE_FINISHED',
  ) => ({ kind, xpDistribution, timeZone: 'UTC', occurredAt: new Date(at) }) satisfies Activity;

  it('grants a skill at most its daily allowance, per skill, and opens a new allowance the next UTC day', () => {
    const base = progressOf({}, new Date('2026-11-23T08:00:00Z'));
    const first = applyActivity(base, practice('2026-11-23T08:00:00Z', { inversion: 40 }), []);
    const second = applyActivity(
      first.next,
      practice('2026-11-23T09:00:00Z', { inversion: 50, anchoring: 30 }),
      [],
    );
    expect([first.xpAwarded, first.xpCapped]).toEqual([40, false]);
    expect(second.xpDistribution).toEqual({ inversion: PRACTICE_DAILY_XP_PER_SKILL - 40, anchoring: 30 });
    expect(second.xpCapped).toBe(true);
    const third = applyActivity(second.next, practice('2026-11-23T23:59:00Z', { inversion: 50 }), []);
    expect(third.xpAwarded).toBe(0);
    expect(third.next.counters.practiceSessions).toBe(3);
    const nextDay = applyActivity(third.next, practice('2026-11-24T00:01:00Z', { inversion: 50 }), []);
    expect([nextDay.xpAwarded, nextDay.xpCapped]).toEqual([50, false]);
  });

  it('leaves scenarios and path assessments uncapped', () => {
    const base = progressOf({}, new Date('2026-11-23T08:00:00Z'));
    const capped = applyActivity(base, practice('2026-11-23T08:00:00Z', { inversion: 50 }), []);
    const assessment = applyActivity(
      capped.next,
      practice('2026-11-23T08:10:00Z', { inversion: 100 }, 'ASSESSMENT_FINISHED'),
      [],
    );
    const scenario = applyActivity(
      assessment.next,
      practice('2026-11-23T08:20:00Z', { inversion: 120 }, 'SCENARIO_COMPLETED'),
      [],
    );
    expect([assessment.xpAwarded, scenario.xpAwarded]).toEqual([100, 120]);
  });
});
