import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, UpdateMeBody } from '#shared/schemas/users';
import { myProfileQueryKey } from './get-my-profile';
import { updateMe } from './update-me';
import { updatePreferences } from './update-preferences';

export interface SettingsChanges {
  account: UpdateMeBody;
  preferences: Preferences;
}

/** One Save, two calls run together (spec, section 4): both must succeed for "Saved!". */
export async function saveSettings({ account, preferences }: SettingsChanges): Promise<void> {
  await Promise.all([updateMe(account), updatePreferences(preferences)]);
}

export function useSaveSettings({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'save-settings'],
    mutationFn: saveSettings,
    // Even a half-failed save may have changed one side, so the page reloads what is stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myProfileQueryKey }),
    onSuccess: () => onSaved?.(),
  });
}
