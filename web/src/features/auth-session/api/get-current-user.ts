import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { CurrentUser } from './current-user-schema';

export type { CurrentUser } from './current-user-schema';

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  // The schema (and zod with it) loads only when there is a session to check, so a guest's
  // landing page never downloads it.
  const [data, { currentUserSchema }] = await Promise.all([
    unwrap(apiClient.get<unknown>('/users/me', { signal })),
    import('./current-user-schema'),
  ]);
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
