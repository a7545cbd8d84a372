import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ConfirmEmailBody, UserProfile } from '#shared/schemas/users';
import { myProfileQueryKey } from './get-my-profile';

/** POST /users/me/email/confirm: the code sent to the new address moves the account to it. */
export function confirmEmail(body: ConfirmEmailBody): Promise<UserProfile> {
  return unwrap(apiClient.post<UserProfile>('/users/me/email/confirm', body));
}

export function useConfirmEmail({ onConfirmed }: { onConfirmed?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myProfileQueryKey }),
    onSuccess: () => onConfirmed?.(),
  });
}
