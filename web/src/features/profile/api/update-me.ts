import { apiClient, unwrap } from '#lib/api-client';
import type { UpdateMeBody, UserProfile } from '#shared/schemas/users';

export function updateMe(body: UpdateMeBody): Promise<UserProfile> {
  return unwrap(apiClient.put<UserProfile>('/users/me', body));
}
