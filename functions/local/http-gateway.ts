import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { MAX_REQUEST_BODY_BYTES } from '../../shared/constants';
import { ERROR_CODES, fail } from '../../shared/envelope';
import { API_ERROR_MESSAGES } from '../../shared/messages';
import { compilePath, matchPath, type PathPattern } from '../../shared/route-pattern';
import { fullPath, handlerModule, HTTP_ROUTES, routeKey, type Domain, type HttpRoute } from '../routes';

/**
 * Plays API Gateway (HTTP API, payload 2.0) for the local server: matches a request against
 * the route table, builds the same event AWS would, and calls the domain's real handler.
 */
interface CompiledRoute extends PathPattern {
  route: HttpRoute;
}

// Literal routes before greedy ones, as API Gateway prefers the most specific match.
const COMPILED: CompiledRoute[] = HTTP_ROUTES.map((route) => ({
  route,
  ...compilePath(fullPath(route)),
})).sort((a, b) => Number(a.greedy) - Number(b.greedy));

export interface RouteMatch {
  route: HttpRoute;
  pathParameters: Record<string, string> | undefined;
}

export function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  for (const compiled of COMPILED) {
    if (compiled.route.method !== 'ANY' && compiled.route.method !== method) continue;
    const pathParameters = matchPath(compiled, pathname);
    if (!pathParameters) continue;
    return { route: compiled.route, pathParameters: compiled.params.length ? pathParameters : undefined };
  }
  return undefined;
}

type DomainHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
const loaded = new Map<Domain, Promise<DomainHandler>>();

function loadHandler(root: string, domain: Domain): Promise<DomainHandler> {
  let pending = loaded.get(domain);
  if (!pending) {
    const url = pathToFileURL(path.join(root, handlerModule(domain))).href;
    pending = import(url).then((mod: { handler: DomainHandler }) => mod.handler);
    loaded.set(domain, pending);
  }
  return pending;
}

/** Reads the body up to a cap; API Gateway refuses huge payloads before Lambda sees them. */
async function readBody(req: IncomingMessage, cap: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > cap) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function isTextual(contentType: string | undefined): boolean {
  return !contentType || /^(text\/|application\/(.+\+)?(json|xml|x-www-form-urlencoded))/i.test(contentType);
}

export function buildEvent(
  req: IncomingMessage,
  url: URL,
  match: RouteMatch,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const textual = isTextual(headers['content-type']);
  const now = Date.now();
  const key = routeKey(match.route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: match.pathParameters,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
}

function lambdaContext(requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'local',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:local',
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: 'local',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

export async function handleApiRequest(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const match = matchRoute(method, url.pathname);
  if (!match) {
    send(res, {
      statusCode: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(fail(ERROR_CODES.notFound, API_ERROR_MESSAGES.routeNotFound)),
    });
    return;
  }
  // API Gateway's own payload limit is 10 MB; the handlers enforce the product's smaller one.
  const body = await readBody(req, Math.max(MAX_REQUEST_BODY_BYTES * 16, 1024 * 1024));
  if (body === 'too-large') {
    send(res, {
      statusCode: 413,
      headers: { 'content-type': 'application/json; charset=utf-8', connection: 'close' },
      body: JSON.stringify(fail(ERROR_CODES.payloadTooLarge, API_ERROR_MESSAGES.payloadTooLarge)),
    });
    return;
  }
  const event = buildEvent(req, url, match, body);
  const handler = await loadHandler(root, match.route.domain);
  send(res, await handler(event, lambdaContext(event.requestContext.requestId)));
}
