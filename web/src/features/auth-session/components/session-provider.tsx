import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiClient, type ApiClient } from '#lib/api-client';
import { tokenStorage, type SessionTokens } from '#lib/token-storage';
import { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from '../api/get-current-user';
import { SessionContext, type Session, type SessionStatus } from '../hooks/use-session';
import { STORAGE_KEYS } from '#shared/constants';

interface SessionProviderProps {
  children: ReactNode;
  client?: Pick<ApiClient, 'onSessionEnded'>;
}

export function SessionProvider({ children, client = apiClient }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [hasToken, setHasToken] = useState(() => tokenStorage.getAccessToken() !== null);
  const userQuery = useCurrentUser(hasToken);

  const signOutLocally = useCallback(() => {
    tokenStorage.clearTokens();
    setHasToken(false);
    queryClient.removeQueries({ queryKey: currentUserQueryKey });
  }, [queryClient]);

  // The API client gives up on a session when the refresh token is missing or rejected.
  useEffect(() => client.onSessionEnded(signOutLocally), [client, signOutLocally]);

  // A stored token that cannot fetch the user (expired, deleted account, 404) is worthless.
  const failed = hasToken && userQuery.isError;
  useEffect(() => {
    if (failed) signOutLocally();
  }, [failed, signOutLocally]);

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
      const present = tokenStorage.getAccessToken() !== null;
      setHasToken(present);
      if (!present) queryClient.removeQueries({ queryKey: currentUserQueryKey });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    async (tokens: SessionTokens) => {
      tokenStorage.setTokens(tokens);
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      queryClient.removeQueries({ queryKey: currentUserQueryKey });
      try {
        const user = await queryClient.fetchQuery(currentUserQueryOptions());
        setHasToken(true);
        return user;
      } catch (error) {
        signOutLocally();
        throw error;
      }
    },
    [queryClient, signOutLocally],
  );

  const logout = useCallback(() => {
    tokenStorage.clearTokens();
    setHasToken(false);
    queryClient.clear();
  }, [queryClient]);

  const user = hasToken && userQuery.isSuccess ? userQuery.data : null;
  let status: SessionStatus = 'signed-out';
  if (user) status = 'signed-in';
  else if (hasToken && !failed) status = 'loading';

  const session = useMemo<Session>(() => ({ status, user, signIn, logout }), [status, user, signIn, logout]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
