import { z } from 'zod';
import { emailSchema, nameSchema } from './auth';

export interface Preferences {
  emailNotifications: boolean;
  dailyReminders: boolean;
  /** Show me on public leaderboards and make my profile page visible. */
  publicLeaderboard: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  dailyReminders: false,
  publicLeaderboard: true,
};

export type Membership = 'PREMIUM' | 'ENTERPRISE';

/** What GET /users/me returns and what sign-in hands the client. */
export interface UserProfile {
  id: string;
  name: string;
  email: string;
  xp: number;
  level: number;
  streak: number;
  totalScenarios: number;
  joinDate: string;
  hasPremiumAccess: boolean;
  membership: Membership | null;
  premiumAccessEndsAt: string | null;
  hasCompletedInitialAssessment: boolean;
  teamId: string | null;
  recommendedPath: { name: string; skillIds: string[] } | null;
  preferences: Preferences;
}

export const updateMeBodySchema = z.object({ name: nameSchema, email: emailSchema }).strict();
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

export const preferencesBodySchema = z
  .object({
    emailNotifications: z.boolean({ error: 'emailNotifications must be true or false.' }),
    dailyReminders: z.boolean({ error: 'dailyReminders must be true or false.' }),
    publicLeaderboard: z.boolean({ error: 'publicLeaderboard must be true or false.' }),
  })
  .strict();

export interface PublicProfile {
  id: string;
  name: string;
  level: number | null;
  joinDate: string;
  achievements: Array<{ name: string; icon: string }>;
}
