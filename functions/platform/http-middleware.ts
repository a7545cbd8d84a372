import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ZodType } from 'zod';
import { MAX_REQUEST_BODY_BYTES } from '../../shared/constants';
import { fail, ERROR_CODES } from '../../shared/envelope';
import { API_ERROR_MESSAGES } from '../../shared/messages';
import {
  HttpError,
  MalformedJsonError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
import { logger } from './logger';
import { bearerToken, verifyAccessToken, type AuthenticatedUser } from './token-verifier';

/** The API Gateway v2 event as the middleware leaves it for the operation. */
export type ApiEvent = APIGatewayProxyEventV2 & {
  parsedBody?: unknown;
  user?: AuthenticatedUser;
  input?: { body: unknown; params: unknown; query: unknown };
};
export type ApiResult = APIGatewayProxyStructuredResultV2;
type Request = middy.Request<ApiEvent, ApiResult>;
type Middleware = middy.MiddlewareObj<ApiEvent, ApiResult>;

export const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResult {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** Parses a JSON body; refuses other media types, oversize bodies and malformed JSON with 4xx. */
export function jsonBody(): Middleware {
  return {
    before: (request: Request) => {
      const { event } = request;
      const raw = event.body;
      if (raw === undefined || raw === null || raw === '') return;
      const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      if (Buffer.byteLength(text, 'utf8') > MAX_REQUEST_BODY_BYTES) throw new PayloadTooLargeError();
      const contentType = (event.headers?.['content-type'] ?? '').toLowerCase();
      if (!/^application\/(.+\+)?json\b/.test(contentType)) throw new UnsupportedMediaTypeError();
      try {
        event.parsedBody = JSON.parse(text);
      } catch {
        throw new MalformedJsonError();
      }
    },
  };
}

/** Verifies the Bearer access token when the route requires sign-in. */
export function authentication(required: boolean): Middleware {
  return {
    before: async (request: Request) => {
      if (!required) return;
      const token = bearerToken(request.event.headers?.authorization);
      if (!token) throw new UnauthorizedError();
      request.event.user = await verifyAccessToken(token);
    },
  };
}

export interface InputSchemas {
  body?: ZodType;
  params?: ZodType;
  query?: ZodType;
}

function parsePart(schema: ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: [part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new ValidationError(issues[0]?.message ?? API_ERROR_MESSAGES.validationFailed, issues);
}

/** Validates body, path parameters and query string with the operation's zod schemas. */
export function validation(schemas: InputSchemas): Middleware {
  return {
    before: (request: Request) => {
      const { event } = request;
      event.input = {
        body: parsePart(schemas.body, event.parsedBody ?? {}, 'body'),
        params: parsePart(schemas.params, event.pathParameters ?? {}, 'params'),
        query: parsePart(schemas.query, event.queryStringParameters ?? {}, 'query'),
      };
    },
  };
}

/**
 * The one place errors become responses: typed errors keep their status and text; anything
 * else is logged and answered with a generic 500 that reveals nothing.
 */
export function errorEnvelope(): Middleware {
  return {
    onError: (request: Request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        const headers: Record<string, string> = {};
        if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
          headers['retry-after'] = String(error.retryAfterSeconds);
        }
        request.response = jsonResponse(
          error.statusCode,
          fail(error.code, error.message, error.details),
          headers,
        );
        return;
      }
      logger.error('Unhandled error', { error, routeKey: request.event.routeKey });
      request.response = jsonResponse(500, fail(ERROR_CODES.internal, API_ERROR_MESSAGES.internal));
    },
  };
}
