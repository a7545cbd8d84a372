import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { RegisterBody, RegisterResult } from '#shared/schemas/auth';

export function register(body: RegisterBody): Promise<RegisterResult> {
  return unwrap(apiClient.post<RegisterResult>('/auth/register', body, { refreshOnUnauthorized: false }));
}

export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
}
