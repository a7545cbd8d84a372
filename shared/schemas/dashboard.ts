/** GET /dashboard/stats */
export interface DashboardStats {
  level: number;
  xp: number;
  xpToNext: number;
  weeklyXP: number;
  completedScenarios: number;
  /** Rank on this week's XP board; null when not ranked yet. */
  rank: number | null;
  /** e.g. 'Top 5% this week'; null when not ranked yet. */
  rankSubtitle: string | null;
  streak: number;
  /** Streak freezes held: each covers one missed day without breaking the streak. */
  streakFreezes: number;
  /** Skill name -> percent of the learner's XP in that skill (a share, not the toolkit's mastery). */
  skillPoints: Record<string, number>;
  /** Skill name -> XP earned in that skill, in the order of skillPoints. */
  skillXp: Record<string, number>;
  hasEngagedWithChallengeToday: boolean;
}

/** GET /analytics/me/insights */
export interface Insights {
  strongestSkillName: string | null;
  mostChallengingBiasName: string | null;
  /** XP per week for the last 8 weeks, oldest first (the current week last). */
  weeklyXpTrend: number[];
}
