import { callerOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import { getMe } from '../services/profile-service';
import { achievementsView } from '../services/progress/achievements-service';
import type { AchievementProgress } from '../services/progress/achievements';

export const handler = createDomainHandler('progress', {
  listAchievements: operation({}, async (input) => {
    const user = await getMe(callerOf(input));
    const progress = (user as { achievements?: Record<string, AchievementProgress> }).achievements;
    return reply(achievementsView(progress));
  }),
});
