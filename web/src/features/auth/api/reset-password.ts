import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ForgotPasswordBody, ResetPasswordBody } from '#shared/schemas/auth';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<null> {
  return unwrap(apiClient.post<null>('/auth/forgot-password', body, { refreshOnUnauthorized: false }));
}

export function resetPassword(body: ResetPasswordBody): Promise<null> {
  return unwrap(apiClient.post<null>('/auth/reset-password', body, { refreshOnUnauthorized: false }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
