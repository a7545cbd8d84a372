import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBoardMeta, readBoardTop } from '../../functions/repositories/leaderboard-repository';
import { getUser, updatePreferences } from '../../functions/repositories/user-repository';
import { leaderboardFor } from '../../functions/services/leaderboards/leaderboard-service';
import { recomputeLeaderboards } from '../../functions/services/leaderboards/recompute';
import { ensureProfile } from '../../functions/services/profile-service';
import { recordActivity } from '../../functions/services/progress/progress-service';
import type { Achievement } from '../../shared/schemas/progress';
import type { LeaderboardResponse } from '../../shared/schemas/leaderboards';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url, env } = useStack();

async function learner(name: string, userId: string = randomUUID()) {
  await ensureProfile({
    userId,
    username: userId,
    email: `${userId}@example.com`,
    name,
    authProvider: 'password',
  });
  return userId;
}

async function earn(userId: string, xp: number, occurredAt: Date, key = randomUUID()) {
  await recordActivity(userId, `test:${key}`, {
    kind: 'SCENARIO_COMPLETED',
    xpDistribution: { 'first-principles': xp },
    timeZone: 'UTC',
    occurredAt,
  });
}

describe('leaderboard job (in a week of its own, 2031-W11)', () => {
  const monday = new Date('2031-03-10T10:00:00Z');
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const [name, xp] of [
      ['Alma', 300],
      ['Bea', 500],
      ['Cyd', 300],
      ['Dev', 100],
    ] as const) {
      ids[name] = await learner(name);
      await earn(ids[name]!, xp, monday);
    }
    await updatePreferences(ids.Cyd!, {
      emailNotifications: true,
      dailyReminders: false,
      publicLeaderboard: false,
    });
  });

  it('ranks the week with shared ranks for ties and hides private learners from the shown list', async () => {
    await recomputeLeaderboards(new Date('2031-03-11T00:00:00Z'));
    const board = 'WEEKLY#XP#2031-W11';
    const meta = await readBoardMeta(board);
    expect(meta).toMatchObject({ total: 4, step: 1 });
    expect(meta?.topRanks).toEqual({ [ids.Bea!]: 1, [ids.Alma!]: 2, [ids.Cyd!]: 2, [ids.Dev!]: 4 });

    const top = await readBoardTop(board, 20);
    expect(top.entries.map((e) => [e.name, e.rank, e.value, e.change])).toEqual([
      ['Bea', 1, 500, 'NEW'],
      ['Alma', 2, 300, 'NEW'],
      ['Dev', 4, 100, 'NEW'],
    ]);
    expect(top.scanned).toBe(top.entries.length);
  });

  it('reports rank changes since the previous run', async () => {
    await earn(ids.Dev!, 450, new Date('2031-03-11T09:00:00Z'));
    await recomputeLeaderboards(new Date('2031-03-11T12:00:00Z'));
    const top = await readBoardTop('WEEKLY#XP#2031-W11', 20);
    expect(top.entries.map((e) => [e.name, e.rank, e.change])).toEqual([
      ['Dev', 1, '↑3'],
      ['Bea', 2, '↓1'],
      ['Alma', 3, '↓1'],
    ]);
  });

  it('closes the finished week once and gives its top ten their placement', async () => {
    const nextWeek = new Date('2031-03-17T06:00:00Z');
    const first = await recomputeLeaderboards(nextWeek);
    expect(first.closed).toContain('2031-W11');
    const again = await recomputeLeaderboards(new Date('2031-03-17T06:15:00Z'));
    expect(again.closed).not.toContain('2031-W11');

    const { getUser } = await import('../../functions/repositories/user-repository');
    const dev = (await getUser(ids.Dev!)) as unknown as {
      counters: { weeklyTop10: number; weeklyWins: number };
    };
    expect(dev.counters).toMatchObject({ weeklyTop10: 1, weeklyWins: 1 });
    const alma = (await getUser(ids.Alma!)) as unknown as {
      counters: { weeklyTop10: number; weeklyWins: number };
    };
    expect(alma.counters).toMatchObject({ weeklyTop10: 1, weeklyWins: 0 });
  });
});

describe('one ranking for the table and the side panel (a week of its own, 2032-W20)', () => {
  const ranked = new Date('2032-05-11T10:00:00Z');
  const later = new Date('2032-05-11T10:10:00Z');
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const [name, xp] of [
      ['Ines', 300],
      ['Jon', 200],
      ['Kit', 123],
      ['Lou', 100],
    ] as const) {
      ids[name] = await learner(name);
      await earn(ids[name]!, xp, ranked);
    }
    ids.Mo = await learner('Mo');
    await recomputeLeaderboards(ranked);
    // Earned after the ranking: Lou climbs past Kit and Mo appears, both only at the next run.
    await earn(ids.Lou!, 66, later);
    await earn(ids.Mo!, 166, later);
  });

  async function boardFor(name: string) {
    const user = await getUser(ids[name]!);
    return leaderboardFor(user!, 'WEEKLY', 'XP', 20, later);
  }

  it('shows a ranked learner the rank and value of their own row, and what they earned since', async () => {
    const board = await boardFor('Lou');
    const row = board.entries.find((e) => e.isCurrentUser);
    expect(row).toMatchObject({ rank: 4, value: 100 });
    expect(board.currentUser).toMatchObject({ rank: 4, value: 100 });
    expect(board.liveValue).toBe(166);
    for (const entry of board.entries.filter((e) => e.rank === board.currentUser?.rank))
      expect(entry.value).toBe(board.currentUser?.value);
  });

  it("does not place a learner the last ranking left out on another learner's rank", async () => {
    const board = await boardFor('Mo');
    expect(board.entries.some((e) => e.isCurrentUser)).toBe(false);
    expect(board.currentUser).toBeNull();
    expect(board.liveValue).toBe(166);
  });

  it('ranks the fresh figures at the next run', async () => {
    await recomputeLeaderboards(new Date('2032-05-11T10:15:00Z'));
    const mo = await boardFor('Mo');
    // Lou's 100 + 66 ties with Mo's 166: both share third place.
    expect(mo.currentUser).toMatchObject({ rank: 3, value: 166 });
    expect(mo.entries.find((e) => e.isCurrentUser)).toMatchObject({ rank: 3, value: 166 });
  });
});

describe('GET /leaderboards', () => {
  let viewer: TestAccount;
  let hidden: TestAccount;

  beforeAll(async () => {
    [viewer, hidden] = await Promise.all([createSignedInAccount(env), createSignedInAccount(env)]);
    await api(url, 'GET', '/users/me', { token: viewer.accessToken });
    await api(url, 'GET', '/users/me', { token: hidden.accessToken });
    // Far more XP than any other test gives, so these two lead this week's board.
    await earn(viewer.userId, 90_000, new Date());
    await earn(hidden.userId, 95_000, new Date());
    await api(url, 'PUT', '/users/me/preferences', {
      token: hidden.accessToken,
      json: { emailNotifications: true, dailyReminders: false, publicLeaderboard: false },
    });
    await recomputeLeaderboards(new Date());
  });

  it('returns the top entries, marks the caller, and hides the private learner from others', async () => {
    const res = await api<LeaderboardResponse>(
      url,
      'GET',
      '/leaderboards?period=WEEKLY&category=XP&limit=20',
      {
        token: viewer.accessToken,
      },
    );
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.entries[0]).toMatchObject({
      rank: 2,
      value: 90_000,
      isCurrentUser: true,
      avatar: 'TL',
      change: expect.any(String),
    });
    expect(data.entries.some((e) => e.value === 95_000)).toBe(false);
    expect(data.currentUser).toMatchObject({
      rank: 2,
      value: 90_000,
      topPercentText: expect.stringMatching(/^Top \d+% this week$/),
    });
    expect(data.computedAt).not.toBeNull();
  });

  it('still tells the private learner their own rank', async () => {
    const res = await api<LeaderboardResponse>(url, 'GET', '/leaderboards?period=WEEKLY&category=XP', {
      token: hidden.accessToken,
    });
    expect(res.body.data?.currentUser).toMatchObject({ rank: 1, value: 95_000 });
    expect(res.body.data?.entries.some((e) => e.isCurrentUser)).toBe(false);
  });

  it('answers a learner with nothing this period as not ranked', async () => {
    const fresh = await createSignedInAccount(env);
    const res = await api<LeaderboardResponse>(url, 'GET', '/leaderboards?period=MONTHLY&category=STREAK', {
      token: fresh.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.currentUser).toBeNull();
  });

  it.each(['period=DAILY', 'category=LIKES', 'limit=0', 'limit=101', 'limit=ten', 'extra=1'])(
    'rejects %s',
    async (query) => {
      const res = await api(url, 'GET', `/leaderboards?${query}`, { token: viewer.accessToken });
      expect(res.status).toBe(400);
    },
  );

  it('feeds the dashboard rank with a computed subtitle', async () => {
    const res = await api<{ rank: number; rankSubtitle: string; weeklyXP: number; level: number }>(
      url,
      'GET',
      '/dashboard/stats?timeZone=Europe%2FBerlin',
      { token: viewer.accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      rank: 2,
      weeklyXP: 90_000,
      rankSubtitle: expect.stringMatching(/^Top \d+% this week$/),
    });
  });

  it('lists Leaderboard badges only once earned', async () => {
    const res = await api<Achievement[]>(url, 'GET', '/achievements', { token: viewer.accessToken });
    expect(res.body.data?.filter((a) => a.category === 'Leaderboard' && a.earned)).toEqual([]);
  });
});
