import { timeZoneQuerySchema } from '../../shared/schemas/common';
import { leaderboardQuerySchema } from '../../shared/schemas/leaderboards';
import { callerOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import { leaderboardFor } from '../services/leaderboards/leaderboard-service';
import { getMe } from '../services/profile-service';
import type { AchievementProgress } from '../services/progress/achievements';
import { achievementsView } from '../services/progress/achievements-service';
import { dashboardStats, insights } from '../services/progress/dashboard-service';

export const handler = createDomainHandler('progress', {
  listAchievements: operation({}, async (input) => {
    const user = await getMe(callerOf(input));
    const progress = (user as { achievements?: Record<string, AchievementProgress> }).achievements;
    return reply(achievementsView(progress));
  }),

  getLeaderboard: operation({ query: leaderboardQuerySchema }, async (input) => {
    const user = await getMe(callerOf(input));
    return reply(await leaderboardFor(user, input.query.period, input.query.category, input.query.limit));
  }),

  getDashboardStats: operation({ query: timeZoneQuerySchema }, async (input) =>
    reply(await dashboardStats(await getMe(callerOf(input)), input.query.timeZone)),
  ),

  getInsights: operation({ query: timeZoneQuerySchema }, async (input) =>
    reply(await insights(await getMe(callerOf(input)), input.query.timeZone)),
  ),
});
