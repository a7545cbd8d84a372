/**
 * Every API response, success or failure, has this shape. `message` is text a person can
 * read; `error` is a stable machine code on failures and null on success.
 */
export interface ApiEnvelope<T> {
  success: boolean;
  data: T | null;
  message: string | null;
  error: string | null;
}

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  malformedJson: 'MALFORMED_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unauthorized: 'UNAUTHORIZED',
  userNotConfirmed: 'USER_NOT_CONFIRMED',
  codeExpired: 'CODE_EXPIRED',
  verificationFailed: 'VERIFICATION_FAILED',
  forbidden: 'FORBIDDEN',
  premiumRequired: 'PREMIUM_REQUIRED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  timeNotUp: 'TIME_NOT_UP',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  network: 'NETWORK_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Field-level problems of a rejected request, carried in `data` of a validation failure. */
export interface ValidationIssue {
  path: string;
  message: string;
}

export function ok<T>(data: T, message: string | null = null): ApiEnvelope<T> {
  return { success: true, data, message, error: null };
}

export function fail<T = null>(error: ErrorCode, message: string, data: T | null = null): ApiEnvelope<T> {
  return { success: false, data, message, error };
}
