import { describe, expect, it } from 'vitest';
import {
  changeText,
  initials,
  rankBoard,
  rankOf,
  topPercentText,
  valueOf,
  type RosterEntry,
} from '../../functions/services/leaderboards/board-math';
import { emptyPeriods } from '../../functions/services/progress/progress-state';

const learner = (userId: string, value: number) => ({
  userId,
  name: userId,
  level: 1,
  value,
  isPublic: true,
});

describe('ranking', () => {
  it('uses competition ranking and drops learners with nothing to rank', () => {
    const board = rankBoard([
      learner('a', 50),
      learner('b', 80),
      learner('c', 50),
      learner('d', 10),
      learner('e', 0),
    ]);
    expect(board.entries.map((e) => [e.userId, e.rank])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['d', 4],
    ]);
    expect(board.total).toBe(4);
  });

  it("finds any value's rank exactly for small boards", () => {
    const board = rankBoard([learner('a', 50), learner('b', 80), learner('c', 50), learner('d', 10)]);
    expect(rankOf(80, board.thresholds, board.total)).toBe(1);
    expect(rankOf(50, board.thresholds, board.total)).toBe(2);
    expect(rankOf(60, board.thresholds, board.total)).toBe(2);
    expect(rankOf(10, board.thresholds, board.total)).toBe(4);
    expect(rankOf(5, board.thresholds, board.total)).toBe(5);
    expect(rankOf(0, board.thresholds, board.total)).toBeNull();
  });

  it('keeps a bounded sample for big boards, within one step of the true rank', () => {
    const values = Array.from({ length: 5000 }, (_, i) => learner(`u${i}`, 5000 - i));
    const board = rankBoard(values, 1000);
    expect(board.step).toBe(5);
    expect(board.thresholds.length).toBeLessThanOrEqual(1001);
    for (const trueRank of [1, 2, 777, 2500, 4999, 5000]) {
      const estimate = rankOf(5000 - trueRank + 1, board.thresholds, board.total)!;
      expect(estimate).toBeGreaterThanOrEqual(trueRank);
      expect(estimate - trueRank).toBeLessThan(board.step);
    }
  });
});

describe('board values', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const entry: RosterEntry = {
    userId: 'u',
    name: 'U',
    level: 3,
    xp: 900,
    totalScenarios: 7,
    streak: 4,
    lastActiveDate: '2026-11-21',
    periods: {
      ...emptyPeriods(now),
      weekXp: 120,
      weekScenarios: 2,
      prevWeek: '2026-W46',
      prevWeekXp: 300,
      monthXp: 420,
    },
  };
  it("reads the period's own figures, including last week's while it closes", () => {
    expect(valueOf(entry, 'WEEKLY', 'XP', '2026-W47', '2026-11-22')).toBe(120);
    expect(valueOf(entry, 'WEEKLY', 'XP', '2026-W46', '2026-11-22')).toBe(300);
    expect(valueOf(entry, 'WEEKLY', 'XP', '2026-W40', '2026-11-22')).toBe(0);
    expect(valueOf(entry, 'WEEKLY', 'SCENARIOS_COMPLETED', '2026-W47', '2026-11-22')).toBe(2);
    expect(valueOf(entry, 'MONTHLY', 'XP', '2026-11', '2026-11-22')).toBe(420);
    expect(valueOf(entry, 'ALL_TIME', 'XP', 'ALL', '2026-11-22')).toBe(900);
    expect(valueOf(entry, 'ALL_TIME', 'STREAK', 'ALL', '2026-11-22')).toBe(4);
    expect(valueOf(entry, 'ALL_TIME', 'STREAK', 'ALL', '2026-11-24')).toBe(0);
  });
});

describe('texts', () => {
  it('describes rank changes, shares and avatars', () => {
    expect([changeText(undefined, 3), changeText(3, 3), changeText(5, 2), changeText(2, 6)]).toEqual([
      'NEW',
      '–',
      '↑3',
      '↓4',
    ]);
    expect(topPercentText(5, 100, 'WEEKLY')).toBe('Top 5% this week');
    expect(topPercentText(1, 1000, 'MONTHLY')).toBe('Top 1% this month');
    expect(topPercentText(3, 3, 'ALL_TIME')).toBe('Top 100% of all time');
    expect([initials('Ada Lovelace'), initials('grace'), initials('  ')]).toEqual(['AL', 'GR', '?']);
  });
});
