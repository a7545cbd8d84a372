import { STORAGE_KEYS } from '#shared/constants';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

// Storage can throw (private mode, disabled cookies); the app then behaves as signed out.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing sensible to do: the session simply will not survive a reload.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Access and refresh tokens live in localStorage so a session survives a reload (spec, section 3). */
export const tokenStorage = {
  getAccessToken: () => read(local, STORAGE_KEYS.accessToken),
  getRefreshToken: () => read(local, STORAGE_KEYS.refreshToken),
  setAccessToken: (token: string) => write(local, STORAGE_KEYS.accessToken, token),
  setTokens({ token, refreshToken }: SessionTokens): void {
    write(local, STORAGE_KEYS.accessToken, token);
    write(local, STORAGE_KEYS.refreshToken, refreshToken);
  },
  clearTokens(): void {
    write(local, STORAGE_KEYS.accessToken, null);
    write(local, STORAGE_KEYS.refreshToken, null);
  },
};

export type TokenStore = typeof tokenStorage;

/** A guest's assessment attempt is kept for the tab only, then carried into sign-up. */
export const guestAttemptStorage = {
  get: () => read(session, STORAGE_KEYS.guestAttemptId),
  set: (attemptId: string) => write(session, STORAGE_KEYS.guestAttemptId, attemptId),
  clear: () => write(session, STORAGE_KEYS.guestAttemptId, null),
};

/**
 * Where to continue after signing in (a challenge, say), set by flows that send a guest to /login.
 * Read once: the first sign-in that honours it removes it.
 */
export const redirectPathStorage = {
  get: () => read(session, STORAGE_KEYS.redirectPath),
  set: (path: string) => write(session, STORAGE_KEYS.redirectPath, path),
  clear: () => write(session, STORAGE_KEYS.redirectPath, null),
};
