import { timingSafeEqual } from 'node:crypto';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z, ZodType } from 'zod';
import { fail, ERROR_CODES, ok } from '../../shared/envelope';
import { API_ERROR_MESSAGES, ERROR_MESSAGES } from '../../shared/messages';
import { routeKey, routesOf, type Domain, type HttpRoute } from '../routes';
import { hasPremiumAccess } from '../services/entitlements';
import { getConfig } from './config';
import { ORIGIN_VERIFY_HEADER } from './origin';
import { PremiumRequiredError, UnauthorizedError } from './errors';
import {
  authentication,
  errorEnvelope,
  jsonBody,
  jsonResponse,
  validation,
  type ApiEvent,
  type ApiResult,
  type InputSchemas,
} from './http-middleware';
import { bearerToken, verifyAccessToken, type AuthenticatedUser } from './token-verifier';
import { beginInvocation } from './logger';

type Infer<S> = S extends ZodType ? z.output<S> : undefined;

export interface OperationInput<S extends InputSchemas> {
  body: Infer<S['body']>;
  params: Infer<S['params']>;
  query: Infer<S['query']>;
  /** Set on routes that require sign-in. */
  user: AuthenticatedUser | undefined;
  event: ApiEvent;
}

/** What an operation returns: data for the envelope, optionally a status and message. */
export interface Reply {
  statusCode: number;
  data: unknown;
  message: string | null;
  headers?: Record<string, string>;
  redirect?: boolean;
}

export function reply(data: unknown, options: { statusCode?: number; message?: string } = {}): Reply {
  return { statusCode: options.statusCode ?? 200, data, message: options.message ?? null };
}

/** A 302 for browser navigations (OAuth); no envelope, never cached. */
export function redirect(location: string): Reply {
  return { statusCode: 302, data: null, message: null, headers: { location }, redirect: true };
}

export interface Operation {
  schemas: InputSchemas;
  run: (input: OperationInput<InputSchemas>) => Promise<Reply>;
}

/** Declares an operation: its input schemas and the service call it makes. */
export function operation<S extends InputSchemas>(
  schemas: S,
  run: (input: OperationInput<S>) => Promise<Reply>,
): Operation {
  return { schemas, run: run as Operation['run'] };
}

function cameThroughCloudFront(event: ApiEvent): boolean {
  const secret = getConfig().ORIGIN_VERIFY_SECRET;
  const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!secret || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The learner's address for throttling. CloudFront's viewer-address header counts only on a
 * request that proves it came through CloudFront (the origin secret); anyone can send the
 * header itself, or X-Forwarded-For, straight to the API. Otherwise the source IP.
 */
export function clientIpOf(event: ApiEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer && cameThroughCloudFront(event)) return viewer.replace(/:\d+$/, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/** The signed-in caller; routes in the table with auth: true always have one. */
export function callerOf(input: { user: AuthenticatedUser | undefined }): AuthenticatedUser {
  if (!input.user) throw new UnauthorizedError();
  return input.user;
}

/**
 * The caller on a public route that also serves signed-in learners (the assessment): a guest
 * without a token, or the verified learner. A token that does not verify is refused (401), so
 * the client refreshes it rather than being treated as a guest by mistake.
 */
export async function optionalCallerOf(input: {
  user: AuthenticatedUser | undefined;
  event: ApiEvent;
}): Promise<AuthenticatedUser | undefined> {
  if (input.user) return input.user;
  const token = bearerToken(input.event.headers?.authorization);
  return token ? verifyAccessToken(token) : undefined;
}

function premiumGate(required: boolean): middy.MiddlewareObj<ApiEvent, ApiResult> {
  return {
    before: async (request) => {
      if (!required) return;
      const user = request.event.user;
      if (!user) throw new UnauthorizedError();
      if (!(await hasPremiumAccess(user.userId))) {
        throw new PremiumRequiredError(ERROR_MESSAGES.premiumContentRequired);
      }
    },
  };
}

function buildRouteHandler(route: HttpRoute, op: Operation) {
  return middy<ApiEvent, ApiResult, Error, Context>()
    .use(errorEnvelope())
    .use(httpHeaderNormalizer())
    .use(jsonBody())
    .use(authentication(route.auth || route.premium))
    .use(premiumGate(route.premium))
    .use(validation(op.schemas))
    .handler(async (event) => {
      const input = event.input ?? { body: undefined, params: undefined, query: undefined };
      const result = await op.run({ ...input, user: event.user, event } as OperationInput<InputSchemas>);
      if (result.redirect)
        return { statusCode: result.statusCode, headers: { 'cache-control': 'no-store', ...result.headers } };
      return jsonResponse(result.statusCode, ok(result.data, result.message), result.headers);
    });
}

/**
 * The Lambda entry of one domain: every route the table gives the domain, dispatched on
 * API Gateway's routeKey. A route without an operation fails at load, not at request time.
 */
export function createDomainHandler(
  domain: Domain,
  operations: Record<string, Operation>,
  routes: readonly HttpRoute[] = routesOf(domain),
) {
  const handlers = new Map<string, ReturnType<typeof buildRouteHandler>>();
  for (const route of routes) {
    const op = operations[route.operation];
    if (!op) throw new Error(`Domain ${domain} has no operation ${route.operation} for ${routeKey(route)}`);
    handlers.set(routeKey(route), buildRouteHandler(route, op));
  }
  const handler = async (event: APIGatewayProxyEventV2, context: Context): Promise<ApiResult> => {
    beginInvocation(context, event.requestContext?.requestId);
    const routeHandler = handlers.get(event.routeKey);
    if (!routeHandler) return jsonResponse(404, fail(ERROR_CODES.notFound, API_ERROR_MESSAGES.routeNotFound));
    return routeHandler(event as ApiEvent, context);
  };
  // The operations stay readable, so a test can hold them to the API contract (shared/api-contract.ts).
  return Object.assign(handler, { operations: operations as Readonly<Record<string, Operation>> });
}
