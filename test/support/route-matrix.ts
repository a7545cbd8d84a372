import { fullPath, type HttpRoute } from '../../functions/routes';

/**
 * Helpers for suites generated from the route table: concrete paths, raw calls that keep
 * the text of the answer, and the ids a learner's answers name.
 */
export interface RawCall {
  status: number;
  text: string;
  envelope: { success: boolean; data: unknown; message: unknown; error: unknown };
}

/** Whether the route's path has parameters ({id}, {skillId}, ...). */
export function hasParams(route: HttpRoute): boolean {
  return /\{\w+\+?\}/.test(route.path);
}

/** The route's full path with every parameter set to `value` (percent-encoded). */
export function concretePath(route: HttpRoute, value: string): string {
  return fullPath(route).replace(/\{(\w+)\+?\}/g, () => encodeURIComponent(value));
}

/** Calls a path as a browser would and keeps the answer's text, for leak checks. */
export async function call(
  url: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<RawCall> {
  const send = method === 'ANY' ? 'POST' : method;
  const res = await fetch(`${url}${path}`, {
    method: send,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: send === 'GET' ? undefined : JSON.stringify(options.json ?? {}),
  });
  const text = await res.text();
  let envelope: RawCall['envelope'];
  try {
    envelope = JSON.parse(text) as RawCall['envelope'];
  } catch {
    throw new Error(`${send} ${path} answered ${res.status} without an envelope: ${text.slice(0, 200)}`);
  }
  return { status: res.status, text, envelope };
}

/** The route a concrete request goes to, matched as the local server and API Gateway do. */
export function routeFor(routes: readonly HttpRoute[], method: string, path: string): HttpRoute | undefined {
  const bare = path.split('?')[0]!;
  return routes.find((route) => {
    if (route.method !== method || route.path.includes('+}')) return false;
    const pattern = fullPath(route)
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}$`).test(bare);
  });
}

const OPAQUE_ID =
  /^(?:[0-9A-HJKMNP-TV-Z]{26}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Opaque ids (ULIDs, UUIDs) under `id` or `...Id` keys anywhere in an answer: the handles of
 * what a learner owns. Content ids are readable slugs and are left out.
 */
export function opaqueIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) opaqueIdsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('Id')) && typeof item === 'string' && OPAQUE_ID.test(item)) {
        found.add(item);
      } else {
        opaqueIdsIn(item, found);
      }
    }
  }
  return found;
}
