import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiClient, unwrap } from '#lib/api-client';

/** The parts of GET /users/me the profile page shows and edits (preferences included). */
export const myProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  level: z.number(),
  joinDate: z.string(),
  hasPremiumAccess: z.boolean(),
  /** A new email waiting for the code sent to it. */
  pendingEmail: z.string().nullish(),
  preferences: z.object({
    emailNotifications: z.boolean(),
    dailyReminders: z.boolean(),
    publicLeaderboard: z.boolean(),
  }),
});

export type MyProfile = z.infer<typeof myProfileSchema>;

export async function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return myProfileSchema.parse(await unwrap(apiClient.get<unknown>('/users/me', { signal })));
}

export const myProfileQueryKey = ['profile', 'me'] as const;

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: myProfileQueryKey, queryFn: ({ signal }) => getMyProfile(signal) });
}

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
