import { isApiError } from '#lib/api-error';
import { ERROR_MESSAGES } from '#shared/messages';

/**
 * The error catalogue's rule for auth calls: the server's message when it answered with one,
 * the call's own fallback when it answered without, and a separate text for exceptions.
 */
export function failureText(error: unknown, fallback: string, exception: string = ERROR_MESSAGES.unexpected) {
  if (isApiError(error)) return error.serverMessage ?? fallback;
  return exception;
}
