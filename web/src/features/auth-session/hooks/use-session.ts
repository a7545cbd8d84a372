import { createContext, useContext } from 'react';
import type { SessionTokens } from '#lib/token-storage';
import type { CurrentUser } from '../api/get-current-user';

/** `loading` means a token is stored and the user is still being fetched: neither in nor out yet. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Stores fresh tokens (login, verification, OAuth) and resolves with the user they belong to. */
  signIn: (tokens: SessionTokens) => Promise<CurrentUser>;
  /** Forgets tokens, user and every cached query. */
  logout: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
