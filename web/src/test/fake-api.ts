import { vi } from 'vitest';
import { API_BASE_PATH } from '#shared/constants';
import { ERROR_CODES, type ApiEnvelope } from '#shared/envelope';

export interface RecordedRequest {
  method: string;
  /** Path below API_BASE_PATH, without the query string. */
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function okEnvelope<T>(data: T, status = 200): Response {
  const body: ApiEnvelope<T> = { success: true, data, message: null, error: null };
  return jsonResponse(body, status);
}

export function failEnvelope(status: number, error: string, message: string): Response {
  const body: ApiEnvelope<null> = { success: false, data: null, message, error };
  return jsonResponse(body, status);
}

/**
 * Replaces global fetch with a router keyed by "METHOD /path". Unknown routes answer 404 the
 * way the real API does, which is also how not-yet-built endpoints behave.
 */
export function stubApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(API_BASE_PATH, ''),
      query: Object.fromEntries(url.searchParams),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    return handler ? handler(request) : failEnvelope(404, ERROR_CODES.notFound, 'Not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
