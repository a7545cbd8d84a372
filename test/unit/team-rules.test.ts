import { describe, expect, it } from 'vitest';
import { COGNITIVE_BIASES } from '../../functions/content/toolkit';
import { grantsPremium, membershipOf } from '../../functions/services/entitlements';
import { isoWeekKey } from '../../functions/services/progress/calendar';
import { canInviteAs, canManage, canRemove } from '../../functions/services/teams/team-access';
import { computeAnalytics, lastWeeks } from '../../functions/services/teams/team-analytics';
import type { MemberProfile } from '../../functions/services/teams/team-figures';
import { assignPathBodySchema, inviteBodySchema } from '../../shared/schemas/teams';

const NOW = new Date('2026-11-25T12:00:00Z');

const profile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  userId: `u-${Math.random().toString(36).slice(2)}`,
  name: 'Ada',
  email: 'ada@example.com',
  level: 1,
  xp: 0,
  totalScenarios: 0,
  ...overrides,
});

describe('team roles', () => {
  it('members read, owners and admins manage', () => {
    expect([canManage('OWNER'), canManage('ADMIN'), canManage('MEMBER')]).toEqual([true, true, false]);
  });

  it('admins remove plain members only; owners remove anyone', () => {
    expect(canRemove('ADMIN', 'MEMBER')).toBe(true);
    expect(canRemove('ADMIN', 'ADMIN')).toBe(false);
    expect(canRemove('ADMIN', 'OWNER')).toBe(false);
    expect(canRemove('OWNER', 'OWNER')).toBe(true);
    expect(canRemove('MEMBER', 'MEMBER')).toBe(false);
  });

  it('only owners invite admins, and nobody invites an owner', () => {
    expect(canInviteAs('OWNER', 'ADMIN')).toBe(true);
    expect(canInviteAs('ADMIN', 'ADMIN')).toBe(false);
    expect(canInviteAs('ADMIN', 'MEMBER')).toBe(true);
    expect(canInviteAs('MEMBER', 'MEMBER')).toBe(false);
    expect(canInviteAs('OWNER', 'OWNER')).toBe(false);
  });
});

describe('premium through a team', () => {
  const base = { hasPremiumAccess: false, premiumAccessEndsAt: null };

  it('an Enterprise team gives its members premium while they belong to it', () => {
    const member = { ...base, teamId: 'T1', teamMembership: 'ENTERPRISE' as const };
    expect(grantsPremium(member, NOW)).toBe(true);
    expect(membershipOf(member, NOW)).toEqual({
      plan: 'ENTERPRISE',
      status: 'GRANTED',
      source: 'ENTERPRISE',
      premiumAccessEndsAt: null,
    });
  });

  it('no team, or a stale membership without a team, gives nothing', () => {
    expect(grantsPremium({ ...base, teamId: null, teamMembership: 'ENTERPRISE' }, NOW)).toBe(false);
    expect(grantsPremium({ ...base, teamId: 'T1', teamMembership: null }, NOW)).toBe(false);
  });
});

describe('team analytics', () => {
  it('covers the last 8 ISO weeks, oldest first, ending with this week', () => {
    const weeks = lastWeeks(NOW);
    expect(weeks).toHaveLength(8);
    expect(weeks[7]).toBe(isoWeekKey(NOW));
    expect(new Set(weeks).size).toBe(8);
  });

  it('adds the members figures and keeps earlier weeks from previous runs', () => {
    const weeks = lastWeeks(NOW);
    const [thisWeek, lastWeek] = [weeks[7]!, weeks[6]!];
    const members = [
      profile({
        periods: { week: thisWeek, weekXp: 40, prevWeek: lastWeek, prevWeekXp: 10 },
        totalScenarios: 2,
      }),
      profile({ periods: { week: lastWeek, weekXp: 25 } }),
      profile({ periods: { week: '2020-W01', weekXp: 999 } }),
    ];
    const analytics = computeAnalytics(members, { [weeks[0]!]: 7, '2019-W01': 5 }, NOW);
    expect(analytics.weeklyXp.map((w) => w.xp)).toEqual([7, 0, 0, 0, 0, 0, 35, 40]);
    expect(analytics.weekHistory).not.toHaveProperty('2019-W01');
    expect(analytics.completionRate).toBe(33);
  });

  it('names the strongest skills and the least resisted biases, and averages accuracy', () => {
    const bias = COGNITIVE_BIASES[0]!;
    const other = COGNITIVE_BIASES[1]!;
    const analytics = computeAnalytics(
      [
        profile({
          skillXp: { 'first-principles': 30 },
          mastery: { [bias.id]: { correct: 1, total: 4 }, [other.id]: { correct: 3, total: 4 } },
        }),
        profile({ skillXp: { 'first-principles': 20, 'second-order-thinking': 60 } }),
      ],
      {},
      NOW,
    );
    expect(analytics.strongestSkills[0]).toEqual({ name: expect.any(String), xp: 60 });
    expect(analytics.strongestSkills[1]!.xp).toBe(50);
    expect(analytics.challengingBiases[0]).toEqual({ name: bias.name, percent: 25 });
    expect(analytics.averageAssessmentScore).toBe(50);
  });

  it('has nothing to average for a team without answers and lists at most 50 members', () => {
    const many = Array.from({ length: 60 }, (_, i) => profile({ name: `M${i}`, xp: i }));
    const analytics = computeAnalytics(many, {}, NOW);
    expect(analytics.averageAssessmentScore).toBeNull();
    expect(analytics.memberActivity).toHaveLength(50);
    expect(analytics.memberActivity[0]!.xp).toBe(59);
  });
});

describe('team request schemas', () => {
  it('normalises the invited address and refuses an owner role', () => {
    expect(inviteBodySchema.parse({ email: ' Bo@Example.COM ' })).toEqual({
      email: 'bo@example.com',
      role: 'MEMBER',
    });
    expect(inviteBodySchema.safeParse({ email: 'bo@example.com', role: 'OWNER' }).success).toBe(false);
    expect(inviteBodySchema.safeParse({ email: 'bo@example.com', teamId: 'x' }).success).toBe(false);
  });

  it('assigns a catalogue path or composes one from distinct scenarios', () => {
    expect(assignPathBodySchema.parse({ pathId: 'clear-thinking' })).toEqual({ pathId: 'clear-thinking' });
    expect(assignPathBodySchema.safeParse({ name: 'Mine', scenarioIds: ['a', 'a'] }).success).toBe(false);
    expect(assignPathBodySchema.safeParse({ name: 'Mine', scenarioIds: [] }).success).toBe(false);
    expect(assignPathBodySchema.parse({ name: ' Mine ', scenarioIds: ['a'] })).toEqual({
      name: 'Mine',
      description: '',
      scenarioIds: ['a'],
    });
  });
});
