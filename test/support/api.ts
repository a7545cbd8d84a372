import type { ApiEnvelope } from '../../shared/envelope';

export interface ApiCall<T = unknown> {
  status: number;
  contentType: string | null;
  body: ApiEnvelope<T>;
}

/** Calls the local server like a browser would and returns status plus parsed envelope. */
export async function api<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<ApiCall<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: ApiEnvelope<T>;
  try {
    parsed = JSON.parse(text) as ApiEnvelope<T>;
  } catch {
    throw new Error(
      `Expected a JSON envelope from ${method} ${path}, got ${response.status}: ${text.slice(0, 200)}`,
    );
  }
  return { status: response.status, contentType: response.headers.get('content-type'), body: parsed };
}
