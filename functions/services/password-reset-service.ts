import { ERROR_CODES } from '../../shared/envelope';
import { VALIDATION_MESSAGES } from '../../shared/messages';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { cognitoErrorName, confirmForgotPassword, forgotPassword } from '../adapters/cognito';
import { DomainError, TooManyRequestsError, ValidationError } from '../platform/errors';
import { logger } from '../platform/logger';
import { beginAttempt } from './login-throttle';
import { useRateLimit } from './rate-limits';

/** Names Cognito gives a request for an address it will not mail: said the same as success. */
const NOT_MAILED = new Set([
  'UserNotFoundException',
  'NotAuthorizedException',
  'InvalidParameterException',
  'UserNotConfirmedException',
]);

/**
 * Mails a reset code. Unknown, unconfirmed and Google-only addresses get the same answer as
 * real ones, so the call reveals no accounts; mail is metered like sign-up codes.
 */
export async function requestPasswordReset(
  email: string,
  clientIp: string,
  now: Date = new Date(),
): Promise<void> {
  await useRateLimit('codeMailPerClient', clientIp, now);
  await useRateLimit('codeMailPerAddress', email, now);
  try {
    await forgotPassword(email);
  } catch (error) {
    const name = cognitoErrorName(error);
    if (name === 'LimitExceededException' || name === 'TooManyRequestsException')
      throw new TooManyRequestsError();
    if (!NOT_MAILED.has(name)) throw error;
    logger.info('Password reset asked for an address that gets no mail', { name });
  }
}

/** Sets the new password with the mailed code; guesses are throttled like sign-in. */
export async function resetPassword(
  input: { email: string; code: string; password: string; clientIp: string },
  now: Date = new Date(),
): Promise<void> {
  const attempt = await beginAttempt({ email: input.email, clientIp: input.clientIp, action: 'reset' }, now);
  try {
    await confirmForgotPassword(input.email, input.code, input.password);
  } catch (error) {
    const name = cognitoErrorName(error);
    if (
      name === 'CodeMismatchException' ||
      name === 'UserNotFoundException' ||
      name === 'ExpiredCodeException'
    ) {
      throw new DomainError(400, ERROR_CODES.verificationFailed, AUTH_MESSAGES.resetCodeInvalid);
    }
    await attempt.release();
    if (name === 'InvalidPasswordException') {
      throw new ValidationError(VALIDATION_MESSAGES.passwordTooShort, [
        { path: 'body.password', message: (error as Error).message },
      ]);
    }
    if (name === 'LimitExceededException' || name === 'TooManyRequestsException')
      throw new TooManyRequestsError();
    throw error;
  }
  await attempt.release();
}
