import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { AuthTokens, VerifyBody } from '#shared/schemas/auth';

/** Confirms the emailed code and signs the new account in (the password travels in signUpData). */
export function verifyEmail(body: VerifyBody): Promise<AuthTokens> {
  return unwrap(apiClient.post<AuthTokens>('/auth/verify', body, { refreshOnUnauthorized: false }));
}

export function useVerifyEmail() {
  return useMutation({ mutationKey: ['auth', 'verify'], mutationFn: verifyEmail });
}
