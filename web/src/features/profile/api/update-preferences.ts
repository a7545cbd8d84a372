import { apiClient, unwrap } from '#lib/api-client';
import type { Preferences } from '#shared/schemas/users';

export function updatePreferences(body: Preferences): Promise<Preferences> {
  return unwrap(apiClient.put<Preferences>('/users/me/preferences', body));
}
