import { API_ERROR_MESSAGES } from '../../shared/messages';
import { ERROR_CODES, type ErrorCode, type ValidationIssue } from '../../shared/envelope';

/**
 * Typed errors that services and middleware throw. The error middleware turns each into
 * its status and envelope; anything else becomes a generic 500 that reveals nothing.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, issues: ValidationIssue[]) {
    super(400, ERROR_CODES.validation, message, { issues });
  }
}

export class MalformedJsonError extends HttpError {
  constructor() {
    super(400, ERROR_CODES.malformedJson, API_ERROR_MESSAGES.malformedJson);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor() {
    super(415, ERROR_CODES.unsupportedMediaType, API_ERROR_MESSAGES.unsupportedMediaType);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor() {
    super(413, ERROR_CODES.payloadTooLarge, API_ERROR_MESSAGES.payloadTooLarge);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string = API_ERROR_MESSAGES.authenticationRequired) {
    super(401, ERROR_CODES.unauthorized, message);
  }
}

/** A 400/401/403 with a product-specific code, e.g. CODE_EXPIRED or USER_NOT_CONFIRMED. */
export class DomainError extends HttpError {
  constructor(statusCode: 400 | 401 | 403 | 409, code: ErrorCode, message: string) {
    super(statusCode, code, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string = API_ERROR_MESSAGES.forbidden) {
    super(403, ERROR_CODES.forbidden, message);
  }
}

export class PremiumRequiredError extends HttpError {
  constructor(message: string) {
    super(403, ERROR_CODES.premiumRequired, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = API_ERROR_MESSAGES.notFound) {
    super(404, ERROR_CODES.notFound, message);
  }
}

export class MethodNotAllowedError extends HttpError {
  constructor() {
    super(405, ERROR_CODES.methodNotAllowed, API_ERROR_MESSAGES.methodNotAllowed);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, ERROR_CODES.conflict, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(
    message: string = API_ERROR_MESSAGES.tooManyRequests,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, ERROR_CODES.tooManyRequests, message);
  }
}

/** A dependency the request needs is not configured or not reachable (e.g. payments). */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, ERROR_CODES.internal, message);
  }
}
