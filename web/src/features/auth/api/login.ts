import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { AuthTokens, LoginBody } from '#shared/schemas/auth';

/** A 401 here means wrong credentials, so the client must not treat it as an expired session. */
export function login(body: LoginBody): Promise<AuthTokens> {
  return unwrap(apiClient.post<AuthTokens>('/auth/login', body, { refreshOnUnauthorized: false }));
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
