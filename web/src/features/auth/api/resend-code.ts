import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';

export interface ResendCodeResult {
  codeExpiresAt: string;
}

export function resendCode(email: string): Promise<ResendCodeResult> {
  return unwrap(
    apiClient.post<ResendCodeResult>('/auth/resend-code', { email }, { refreshOnUnauthorized: false }),
  );
}

export function useResendCode() {
  return useMutation({ mutationKey: ['auth', 'resend-code'], mutationFn: resendCode });
}
