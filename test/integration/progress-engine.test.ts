import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { listXpDays } from '../../functions/repositories/progress-repository';
import { getUser } from '../../functions/repositories/user-repository';
import { ensureProfile } from '../../functions/services/profile-service';
import { recordActivity } from '../../functions/services/progress/progress-service';
import type { Achievement } from '../../shared/schemas/progress';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url, env } = useStack();

async function newLearner(): Promise<string> {
  const userId = randomUUID();
  await ensureProfile({
    userId,
    username: userId,
    email: `p-${userId}@example.com`,
    name: 'Pat',
    authProvider: 'password',
  });
  return userId;
}

const at = (iso: string) => new Date(iso);

describe('progress engine over DynamoDB Local', () => {
  it('moves XP, level, streak, period figures, skill XP and achievements', async () => {
    const userId = await newLearner();
    const first = await recordActivity(userId, 'scenario:s1', {
      kind: 'SCENARIO_COMPLETED',
      xpDistribution: { 'first-principles': 70, inversion: 50 },
      timeZone: 'Europe/Berlin',
      occurredAt: at('2026-11-21T09:00:00Z'),
    });
    expect(first).toMatchObject({
      duplicate: false,
      xpAwarded: 120,
      xp: 120,
      level: 2,
      xpToNext: 180,
      streak: 1,
    });
    expect(first.newlyEarned.length).toBeGreaterThan(0);

    const second = await recordActivity(userId, 'practice:p1', {
      kind: 'PRACTICE_FINISHED',
      xpDistribution: { inversion: 50, 'occams-razor': 50, 'second-order-thinking': 50, anchoring: 50 },
      timeZone: 'Europe/Berlin',
      occurredAt: at('2026-11-22T09:00:00Z'),
      accuracy: 100,
    });
    expect(second).toMatchObject({ duplicate: false, xp: 320, level: 3, streak: 2 });

    const stored = (await getUser(userId)) as unknown as Record<string, unknown>;
    expect(stored).toMatchObject({
      xp: 320,
      level: 3,
      streak: 2,
      longestStreak: 2,
      totalScenarios: 1,
      skillXp: {
        'first-principles': 70,
        inversion: 100,
        'occams-razor': 50,
        'second-order-thinking': 50,
        anchoring: 50,
      },
      counters: expect.objectContaining({ scenariosCompleted: 1, practiceSessions: 1, perfectPractices: 1 }),
      periods: expect.objectContaining({
        week: '2026-W47',
        weekXp: 320,
        weekScenarios: 1,
        month: '2026-11',
        monthXp: 320,
      }),
    });
    expect(await listXpDays(userId, '2026-11-01')).toEqual([
      { day: '2026-11-21', xp: 120 },
      { day: '2026-11-22', xp: 200 },
    ]);
  });

  it('awards once when the same activity is reported 50 times at once', async () => {
    const userId = await newLearner();
    const activity = {
      kind: 'SCENARIO_COMPLETED' as const,
      xpDistribution: { 'second-order-thinking': 90 },
      timeZone: 'UTC',
      occurredAt: new Date(),
    };
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => recordActivity(userId, 'scenario:same-session', activity)),
    );
    expect(outcomes.filter((o) => !o.duplicate)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.xp))).toEqual(new Set([90]));
    const stored = (await getUser(userId)) as unknown as Record<string, number>;
    expect(stored.xp).toBe(90);
    expect(stored.totalScenarios).toBe(1);
  });

  it('awards a streak freeze once and spends it once when 20 activities race on the day that decides', async () => {
    const userId = await newLearner();
    const practise = (day: string, key: string) =>
      recordActivity(userId, `practice:freeze-${key}`, {
        kind: 'PRACTICE_FINISHED',
        xpDistribution: { inversion: 1 },
        timeZone: 'UTC',
        occurredAt: new Date(`${day}T12:00:00Z`),
        accuracy: 60,
      });
    for (let day = 1; day <= 6; day += 1) await practise(`2030-01-0${day}`, `d${day}`);
    // Day 7 completes the week: 20 sessions at once earn exactly one freeze.
    await Promise.all(Array.from({ length: 20 }, (_, i) => practise('2030-01-07', `d7-${i}`)));
    let stored = (await getUser(userId)) as unknown as { streak: number; streakFreezes: number };
    expect(stored).toMatchObject({ streak: 7, streakFreezes: 1 });

    // The 8th is missed; on the 9th, 20 sessions at once spend the freeze exactly once.
    await Promise.all(Array.from({ length: 20 }, (_, i) => practise('2030-01-09', `d9-${i}`)));
    stored = (await getUser(userId)) as unknown as { streak: number; streakFreezes: number };
    expect(stored).toMatchObject({ streak: 8, streakFreezes: 0 });
  });

  it('loses no award when different activities race, and holds the daily practice cap under the race', async () => {
    const userId = await newLearner();
    const skills = ['circle-of-competence', 'inversion', 'anchoring'];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordActivity(userId, `practice:race-${i}`, {
          kind: 'PRACTICE_FINISHED',
          // Four sessions of 10 per skill, within the cap, plus one of 30 on the first skill.
          xpDistribution: { [skills[i % 3]!]: i === 0 ? 30 : 10 },
          timeZone: 'UTC',
          occurredAt: new Date(),
          accuracy: 60,
        }),
      ),
    );
    const stored = (await getUser(userId)) as unknown as {
      xp: number;
      counters: { practiceSessions: number };
    };
    // circle-of-competence: 30 + 10 + 10 + 10 = 60, capped at 50; the others 40 each.
    expect(stored.xp).toBe(50 + 40 + 40);
    expect(stored.counters.practiceSessions).toBe(12);
  });
});

describe('GET /achievements', () => {
  let learner: TestAccount;
  beforeAll(async () => {
    learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
  });

  it("lists the catalogue in category order with the learner's progress", async () => {
    await recordActivity(learner.userId, 'scenario:first', {
      kind: 'SCENARIO_COMPLETED',
      xpDistribution: { inversion: 60 },
      timeZone: 'UTC',
      occurredAt: new Date(),
    });
    const res = await api<Achievement[]>(url, 'GET', '/achievements', { token: learner.accessToken });
    expect(res.status).toBe(200);
    const list = res.body.data ?? [];
    expect(list.length).toBeGreaterThanOrEqual(24);
    const order = ['Onboarding', 'Completion', 'Consistency', 'Mastery', 'Social', 'Leaderboard'];
    const positions = list.map((a) => order.indexOf(a.category));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const earned = list.filter((a) => a.earned);
    expect(earned.length).toBeGreaterThan(0);
    for (const a of earned) expect(Date.parse(a.earnedDate ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const unearnedScenario = list.find((a) => !a.earned && a.progressMax > 1 && a.progressCurrent === 1);
    expect(unearnedScenario).toBeDefined();
  });

  it('needs a token', async () => {
    expect((await api(url, 'GET', '/achievements')).status).toBe(401);
  });
});

describe('GET /analytics/me/insights', () => {
  it('names the strongest skill and sums XP per week for the last 8 weeks', async () => {
    const learner = await createSignedInAccount(env);
    await api(url, 'GET', '/users/me', { token: learner.accessToken });
    const now = Date.now();
    const daysAgo = (n: number) => new Date(now - n * 86_400_000);
    await recordActivity(learner.userId, 'insight:1', {
      kind: 'SCENARIO_COMPLETED',
      xpDistribution: { 'second-order-thinking': 40 },
      timeZone: 'UTC',
      occurredAt: daysAgo(0),
    });
    await recordActivity(learner.userId, 'insight:2', {
      kind: 'PRACTICE_FINISHED',
      xpDistribution: { 'sunk-cost-fallacy': 25 },
      timeZone: 'UTC',
      occurredAt: daysAgo(8),
      accuracy: 40,
      answers: { 'sunk-cost-fallacy': { correct: 2, total: 5 }, anchoring: { correct: 4, total: 5 } },
    });
    await recordActivity(learner.userId, 'insight:3', {
      kind: 'PRACTICE_FINISHED',
      xpDistribution: { 'second-order-thinking': 30 },
      timeZone: 'UTC',
      occurredAt: daysAgo(60),
      accuracy: 70,
    });

    const res = await api<{
      strongestSkillName: string;
      mostChallengingBiasName: string | null;
      weeklyXpTrend: number[];
    }>(url, 'GET', '/analytics/me/insights?timeZone=UTC', {
      token: learner.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.strongestSkillName).toBe('Second-Order Thinking');
    expect(res.body.data?.mostChallengingBiasName).toBe('Sunk Cost Fallacy');
    expect(res.body.data?.weeklyXpTrend).toEqual([0, 0, 0, 0, 0, 0, 25, 40]);
  });

  it('rejects an unknown time zone', async () => {
    const learner = await createSignedInAccount(env);
    const res = await api(url, 'GET', '/analytics/me/insights?timeZone=Mars%2FOlympus', {
      token: learner.accessToken,
    });
    expect(res.status).toBe(400);
  });
});
