import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryKey } from '../../features/auth-session/api/get-current-user';
import { ProfilePage } from '../../features/profile/components/profile-page';

export function Component() {
  const queryClient = useQueryClient();
  const refreshSessionUser = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    [queryClient],
  );
  return <ProfilePage onSettingsSaved={refreshSessionUser} />;
}
