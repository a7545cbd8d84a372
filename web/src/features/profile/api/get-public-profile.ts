import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { PublicProfile } from '#shared/schemas/users';

export function getPublicProfile(userId: string, signal?: AbortSignal): Promise<PublicProfile> {
  return unwrap(apiClient.get<PublicProfile>(`/users/public/${encodeURIComponent(userId)}`, { signal }));
}

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', 'public', userId],
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
  });
}

export function usePublicProfile(userId: string | undefined) {
  return useQuery({ ...publicProfileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
