import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { API_CONTRACT } from '#shared/api-contract';
import { API_BASE_PATH } from '#shared/constants';
import { ERROR_CODES, type ApiEnvelope } from '#shared/envelope';
import { compilePath, matchPath, type PathPattern } from '#shared/route-pattern';

export interface RecordedRequest {
  method: string;
  /** The whole URL the app asked for. */
  url: string;
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

/** The request mocks: every test's API traffic goes through them (started in setup.ts). */
export const apiServer = setupServer();

/** Requests the real API would refuse or not know, collected per test; setup.ts fails on any. */
export const contractViolations: string[] = [];

interface ContractRoute extends PathPattern {
  key: string;
  method: string;
}

const CONTRACT_ROUTES: ContractRoute[] = Object.keys(API_CONTRACT)
  .filter((key) => key.includes(` ${API_BASE_PATH}/`))
  .map((key) => {
    const [method = '', path = ''] = key.split(' ');
    return { key, method, ...compilePath(path.slice(API_BASE_PATH.length)) };
  })
  // Literal paths before parameterised ones, as API Gateway matches them.
  .sort((a, b) => a.params.length - b.params.length);

/** What the real API would object to in one request: an unknown route, or a part its schema refuses. */
export function contractProblems(
  request: Pick<RecordedRequest, 'method' | 'path' | 'query' | 'body'>,
): string[] {
  const problems: string[] = [];
  const label = `${request.method} ${request.path}`;
  const match = CONTRACT_ROUTES.filter((route) => route.method === request.method)
    .map((route) => ({ route, params: matchPath(route, request.path) }))
    .find((candidate) => candidate.params);
  if (!match?.params) return [`${label}: the API has no such route`];
  const { route, params } = match;
  const contract = API_CONTRACT[route.key]!;
  const parts = { params, query: request.query, body: request.body ?? {} } as const;
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = contract[part];
    if (!schema) continue;
    const result = schema.safeParse(parts[part]);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => `${issue.path.join('.') || part}: ${issue.message}`);
      problems.push(`${label}: the API would refuse its ${part} (${issues.join('; ')})`);
    }
  }
  return problems;
}

/**
 * Answers the app's API requests from `routes`, keyed by "METHOD /path" below API_BASE_PATH,
 * after checking each request against the shared API contract (route and zod schemas). A route
 * the test gives no answer for gets the API's 404, which is also how not-yet-built endpoints
 * behave.
 */
export function stubApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith(`${API_BASE_PATH}/`)) return passthrough();
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      const recorded: RecordedRequest = {
        method: request.method,
        url: request.url,
        path: url.pathname.slice(API_BASE_PATH.length),
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      contractViolations.push(...contractProblems(recorded));
      const handler = routes[`${recorded.method} ${recorded.path}`];
      return handler ? handler(recorded) : failEnvelope(404, ERROR_CODES.notFound, 'Not found.');
    }),
  );
  return { requests };
}
