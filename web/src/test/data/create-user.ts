import type { CurrentUser } from '../../features/auth-session/api/get-current-user';
import { DEFAULT_PREFERENCES, type UserProfile } from '#shared/schemas/users';

export function createUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '01JDUSER000000000000000001',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    xp: 120,
    level: 2,
    streak: 3,
    totalScenarios: 4,
    joinDate: '2025-01-15T10:00:00.000Z',
    hasPremiumAccess: false,
    hasCompletedInitialAssessment: true,
    teamId: null,
    recommendedPath: null,
    ...overrides,
  };
}

/** GET /users/me as the API sends it, preferences included. */
export function createUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ...createUser(),
    teamId: null,
    recommendedPath: null,
    membership: null,
    premiumAccessEndsAt: null,
    premium: { plan: 'EXPLORER', status: 'NONE', source: 'NONE', premiumAccessEndsAt: null },
    preferences: { ...DEFAULT_PREFERENCES },
    pendingEmail: null,
    ...overrides,
  };
}
