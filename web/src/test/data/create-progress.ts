import type { DashboardStats, Insights } from '#shared/schemas/dashboard';
import type { LeaderboardEntry, LeaderboardResponse } from '#shared/schemas/leaderboards';
import type { Achievement } from '#shared/schemas/progress';

export function createDashboardStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    level: 3,
    xp: 450,
    xpToNext: 150,
    weeklyXP: 120,
    completedScenarios: 7,
    rank: 12,
    rankSubtitle: 'Top 8% this week',
    streak: 4,
    streakFreezes: 0,
    skillPoints: { 'First Principles': 60, 'Bayesian Reasoning': 40 },
    skillXp: { 'First Principles': 270, 'Bayesian Reasoning': 180 },
    hasEngagedWithChallengeToday: false,
    ...overrides,
  };
}

export function createInsights(overrides: Partial<Insights> = {}): Insights {
  return {
    strongestSkillName: 'First Principles',
    mostChallengingBiasName: 'Anchoring',
    weeklyXpTrend: [0, 50, 100, 0, 75, 200, 150, 120],
    ...overrides,
  };
}

let achievementCount = 0;

export function createAchievement(overrides: Partial<Achievement> = {}): Achievement {
  achievementCount += 1;
  return {
    id: `achievement-${achievementCount}`,
    name: `Achievement ${achievementCount}`,
    description: 'Finish something worth finishing.',
    category: 'Completion',
    tier: 1,
    icon: 'Award',
    earned: false,
    earnedDate: null,
    progressCurrent: 0,
    progressMax: 10,
    ...overrides,
  };
}

export function createEarnedAchievement(
  earnedDate: string,
  overrides: Partial<Achievement> = {},
): Achievement {
  return createAchievement({ earned: true, earnedDate, progressCurrent: 10, progressMax: 10, ...overrides });
}

export function createLeaderboardEntry(overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    rank: 1,
    avatar: 'GH',
    name: 'Grace Hopper',
    level: 5,
    value: 1200,
    change: '–',
    isCurrentUser: false,
    ...overrides,
  };
}

export function createLeaderboard(overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse {
  return {
    period: 'WEEKLY',
    category: 'XP',
    periodKey: '2026-W10',
    computedAt: null,
    totalRanked: 0,
    entries: [],
    currentUser: null,
    liveValue: 0,
    badges: [],
    ...overrides,
  };
}
