import type { CurrentUser } from '../../features/auth-session/api/get-current-user';

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
