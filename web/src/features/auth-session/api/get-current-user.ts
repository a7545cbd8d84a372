import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, unwrap } from '#lib/api-client';

/** The signed-in user as GET /users/me returns it (spec, section 3). Extra fields are ignored. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  xp: z.number(),
  level: z.number(),
  streak: z.number(),
  totalScenarios: z.number(),
  joinDate: z.string(),
  hasPremiumAccess: z.boolean(),
  hasCompletedInitialAssessment: z.boolean(),
  teamId: z.string().nullish(),
  recommendedPath: z.object({ name: z.string(), skillIds: z.array(z.string()) }).nullish(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const data = await unwrap(apiClient.get<unknown>('/users/me', { signal }));
  return currentUserSchema.parse(data);
}

export const currentUserQueryKey = ['auth-session', 'current-user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** Only runs while a token is stored; without one there is nobody to ask about. */
export function useCurrentUser(enabled: boolean) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
