import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { UnsubscribeBody } from '#shared/schemas/reminders';

/** POST /reminders/unsubscribe: the secret of a reminder email's link turns reminders off. */
export function unsubscribeReminders(body: UnsubscribeBody): Promise<{ dailyReminders: boolean }> {
  return unwrap(apiClient.post<{ dailyReminders: boolean }>('/reminders/unsubscribe', body));
}

export function useUnsubscribeReminders() {
  return useMutation({ mutationFn: unsubscribeReminders });
}
