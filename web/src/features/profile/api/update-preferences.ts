import { apiClient, unwrap } from '#lib/api-client';
import type { Preferences, PreferencesBody } from '#shared/schemas/users';

/** Sends the browser's time zone along, so daily reminders arrive in the learner's morning. */
export function updatePreferences(preferences: Preferences): Promise<Preferences> {
  const body: PreferencesBody = {
    ...preferences,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  return unwrap(apiClient.put<Preferences>('/users/me/preferences', body));
}
