import { API_BASE_PATH, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '#shared/constants';
import { ERROR_CODES, type ApiEnvelope } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import { ApiError } from './api-error';
import { tokenStorage, type TokenStore } from './token-storage';

/** The server's envelope plus the HTTP status (0 when the server was never reached). */
export type ApiResponse<T> = ApiEnvelope<T> & { status: number };

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * False for the public auth calls (login, register, verify, resend-code): a 401 there means
   * wrong credentials, not an expired session, so it must not refresh, retry or sign anyone out.
   */
  refreshOnUnauthorized?: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  tokens?: TokenStore;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const REFRESH_PATH = '/auth/refresh';

const STATUS_CODES: Record<number, string> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  429: ERROR_CODES.tooManyRequests,
};

function failure<T>(status: number, error: string, message: string): ApiResponse<T> {
  return { success: false, data: null, message, error, status };
}

const networkFailure = <T>() => failure<T>(0, ERROR_CODES.network, ERROR_MESSAGES.network);
const sessionEnded = <T>() => failure<T>(401, ERROR_CODES.unauthorized, ERROR_MESSAGES.noRefreshToken);

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && typeof body.success === 'boolean';
}

async function readEnvelope<T>(response: Response): Promise<ApiResponse<T>> {
  // 204s, HTML error pages from a proxy and other non-JSON bodies still yield an envelope.
  const body: unknown = await response.json().catch(() => null);
  if (isEnvelope(body)) {
    return {
      success: body.success,
      data: (body.data ?? null) as T | null,
      message: body.message ?? null,
      error: body.error ?? null,
      status: response.status,
    };
  }
  if (response.ok)
    return { success: true, data: body as T | null, message: null, error: null, status: response.status };
  return failure(
    response.status,
    STATUS_CODES[response.status] ?? ERROR_CODES.internal,
    ERROR_MESSAGES.unexpected,
  );
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : null;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

export function createApiClient({ baseUrl = API_BASE_PATH, tokens = tokenStorage }: ApiClientOptions = {}) {
  const sessionEndedListeners = new Set<() => void>();
  // The single in-flight refresh: every request that meets a 401 meanwhile waits on it.
  let refreshing: Promise<string | null> | null = null;

  async function send<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions,
    accessToken: string | null,
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const xsrf = readCookie(XSRF_COOKIE_NAME);
    if (xsrf) headers[XSRF_HEADER_NAME] = xsrf;

    let response: Response;
    try {
      response = await fetch(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      // A cancelled query is not a network failure; TanStack Query expects the abort to surface.
      if (options.signal?.aborted) throw error;
      return networkFailure();
    }
    return readEnvelope<T>(response);
  }

  function endSession(): void {
    tokens.clearTokens();
    for (const listener of sessionEndedListeners) listener();
  }

  function refreshAccessToken(): Promise<string | null> {
    refreshing ??= (async () => {
      const refreshToken = tokens.getRefreshToken();
      const result = refreshToken
        ? await send<{ token?: string; refreshToken?: string }>(
            'POST',
            REFRESH_PATH,
            { refreshToken },
            {},
            null,
          )
        : null;
      const token = result?.success ? result.data?.token : undefined;
      if (!token) {
        endSession();
        return null;
      }
      if (result?.data?.refreshToken) tokens.setTokens({ token, refreshToken: result.data.refreshToken });
      else tokens.setAccessToken(token);
      return token;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(
    method: Method,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const usedToken = tokens.getAccessToken();
    const first = await send<T>(method, path, body, options, usedToken);
    if (first.status !== 401 || path === REFRESH_PATH || options.refreshOnUnauthorized === false)
      return first;

    // A request that was already in flight when another one refreshed just retries with the new token.
    const current = tokens.getAccessToken();
    const token = current && current !== usedToken ? current : await refreshAccessToken();
    if (!token) return sessionEnded();
    return send<T>(method, path, body, options, token);
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
    /** Called when tokens are gone for good (no refresh token, or the refresh failed). */
    onSessionEnded(listener: () => void): () => void {
      sessionEndedListeners.add(listener);
      return () => sessionEndedListeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient = createApiClient();
export const { get, post, put, del } = apiClient;

/** Resolves with `data` or throws an ApiError carrying the envelope's message, status and code. */
export async function unwrap<T>(pending: Promise<ApiResponse<T>>): Promise<T> {
  const response = await pending;
  if (!response.success) {
    throw new ApiError({
      message: response.message ?? ERROR_MESSAGES.unexpected,
      status: response.status,
      code: response.error,
      serverMessage: response.message,
    });
  }
  return response.data as T;
}
