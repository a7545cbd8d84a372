interface ApiErrorInit {
  /** Text to show a person: the server's message, or a fallback when it sent none. */
  message: string;
  /** HTTP status; 0 when the request never reached the server. */
  status: number;
  /** The envelope's machine code, e.g. VALIDATION_ERROR or NETWORK_ERROR. */
  code: string | null;
  /** The envelope's own message, so callers can pick their own fallback text when it is missing. */
  serverMessage: string | null;
}

/** Thrown by `unwrap` so TanStack Query sees failed envelopes as errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | null;
  readonly serverMessage: string | null;

  constructor({ message, status, code, serverMessage }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
