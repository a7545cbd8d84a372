import { VERIFICATION_CODE_TTL_MINUTES } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/envelope';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../shared/messages';
import { AUTH_MESSAGES, type AuthTokens, type RegisterResult } from '../../shared/schemas/auth';
import {
  claimsOf,
  cognitoErrorName,
  confirmSignUp,
  deletePoolUser,
  getPoolUser,
  passwordSignIn,
  refreshAccessToken,
  resendConfirmationCode,
  signUp,
  type PoolTokens,
} from '../adapters/cognito';
import {
  ConflictError,
  DomainError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../platform/errors';
import { logger } from '../platform/logger';
import { deleteVerification, getVerification, recordCodeSent } from '../repositories/verification-repository';
import { beginAttempt, isEmailLock } from './login-throttle';
import { hashPassword, passwordMatches } from './password-hash';
import { offerUnlockCode, redeemUnlockCode } from './unlock-code-service';
import { useRateLimit } from './rate-limits';
import { ensureProfile, toUserProfile } from './profile-service';
import { countMetric } from '../platform/metrics';

const CODE_TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60_000;

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  clientIp: string;
}

/** Each sign-up or resend mails a code: limited per address and per client before Cognito is asked. */
async function meterCodeMail(email: string, clientIp: string, now: Date): Promise<void> {
  await useRateLimit('codeMailPerClient', clientIp, now);
  await useRateLimit('codeMailPerAddress', email, now);
}

/**
 * A second sign-up for an address whose account is still unconfirmed (the learner pressed
 * Change Email and came back, or lost the code) starts that sign-up over: the pending pool
 * user is removed and made again with the new details, and a fresh code goes out. Nothing is
 * lost, since an unconfirmed account holds nothing, and only the last registrant's password
 * can confirm it (see `verify`). Confirmed accounts stay "already in use".
 */
async function clearPendingSignUp(email: string): Promise<boolean> {
  const pool = await getPoolUser(email);
  if (!pool || pool.confirmed) return false;
  logger.info('Starting a pending sign-up over');
  await deletePoolUser(pool.username);
  return true;
}

export async function register(input: RegisterInput, now: Date = new Date()): Promise<RegisterResult> {
  await meterCodeMail(input.email, input.clientIp, now);
  try {
    await signUp(input).catch(async (error: unknown) => {
      if (cognitoErrorName(error) !== 'UsernameExistsException' || !(await clearPendingSignUp(input.email))) {
        throw error;
      }
      await signUp(input);
    });
  } catch (error) {
    const name = cognitoErrorName(error);
    if (name === 'UsernameExistsException') throw new ConflictError(ERROR_MESSAGES.signupFailed);
    if (name === 'InvalidPasswordException') {
      throw new ValidationError(VALIDATION_MESSAGES.passwordTooShort, [
        { path: 'body.password', message: (error as Error).message },
      ]);
    }
    if (name === 'TooManyRequestsException' || name === 'LimitExceededException')
      throw new TooManyRequestsError();
    throw error;
  }
  await recordCodeSent(input.email, now, await hashPassword(input.password));
  countMetric('SignUps');
  return { email: input.email, codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString() };
}

export interface VerifyInput {
  email: string;
  verificationCode: string;
  password: string;
  name?: string;
  guestAttemptId?: string;
  referralCode?: string;
  clientIp: string;
}

async function signedInAccount(
  tokens: PoolTokens,
  extras: { name?: string; guestAttemptId?: string; referralCode?: string },
  now: Date,
) {
  const claims = claimsOf(tokens.idToken);
  const user = await ensureProfile(
    {
      userId: String(claims.sub),
      username: String(claims['cognito:username'] ?? claims.sub),
      email: String(claims.email ?? ''),
      name: String(claims.name ?? extras.name ?? ''),
      authProvider: 'password',
      guestAttemptId: extras.guestAttemptId,
      referralCode: extras.referralCode,
    },
    now,
  );
  const result: AuthTokens = {
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    user: toUserProfile(user, now),
  };
  return result;
}

/**
 * Confirms the sign-up code, then signs the new account in. Cognito keeps codes for 24 h;
 * the product promises 10 minutes, measured from the last code sent.
 */
export async function verify(input: VerifyInput, now: Date = new Date()): Promise<AuthTokens> {
  const sent = await getVerification(input.email);
  if (!sent || now.getTime() - Date.parse(sent.sentAt) > CODE_TTL_MS) {
    throw new DomainError(400, ERROR_CODES.codeExpired, AUTH_MESSAGES.codeExpired);
  }
  const attempt = await beginAttempt({ email: input.email, clientIp: input.clientIp, action: 'verify' }, now);
  // The account a later sign-up replaced must not be confirmed with an earlier password.
  if (sent.passwordHash && !(await passwordMatches(input.password, sent.passwordHash))) {
    throw new DomainError(400, ERROR_CODES.verificationFailed, ERROR_MESSAGES.verificationFailed);
  }
  try {
    await confirmSignUp(input.email, input.verificationCode);
  } catch (error) {
    const name = cognitoErrorName(error);
    // A wrong code keeps its slot; any other outcome was not a guess and gives it back.
    if (name === 'CodeMismatchException') {
      throw new DomainError(400, ERROR_CODES.verificationFailed, ERROR_MESSAGES.verificationFailed);
    }
    if (name === 'UserNotFoundException') {
      throw new DomainError(400, ERROR_CODES.verificationFailed, ERROR_MESSAGES.verificationFailed);
    }
    await attempt.release();
    if (name === 'ExpiredCodeException')
      throw new DomainError(400, ERROR_CODES.codeExpired, AUTH_MESSAGES.codeExpired);
    if (name === 'NotAuthorizedException') throw new ConflictError(AUTH_MESSAGES.alreadyVerified);
    throw error;
  }
  await attempt.release();
  await deleteVerification(input.email);
  countMetric('Verifications');
  const tokens = await passwordSignIn(input.email, input.password).catch((error: unknown) => {
    logger.warn('Sign-in after verification failed', { name: cognitoErrorName(error) });
    throw new UnauthorizedError(ERROR_MESSAGES.loginFailed);
  });
  return signedInAccount(tokens, input, now);
}

export async function resendCode(
  email: string,
  clientIp: string,
  now: Date = new Date(),
): Promise<{ codeExpiresAt: string }> {
  await meterCodeMail(email, clientIp, now);
  try {
    await resendConfirmationCode(email);
  } catch (error) {
    const name = cognitoErrorName(error);
    if (name === 'InvalidParameterException' || name === 'NotAuthorizedException') {
      throw new ConflictError(AUTH_MESSAGES.alreadyVerified);
    }
    if (name === 'LimitExceededException' || name === 'TooManyRequestsException')
      throw new TooManyRequestsError();
    // Unknown addresses get the same answer as known ones, so the call reveals no accounts.
    if (name !== 'UserNotFoundException') throw error;
  }
  await recordCodeSent(email, now);
  return { codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString() };
}

const WRONG_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
]);

export async function login(
  input: { email: string; password: string; clientIp: string; unlockCode?: string },
  now: Date = new Date(),
): Promise<AuthTokens> {
  // The owner's sign-in code lifts the email's lock (after it is checked, each try counted).
  if (input.unlockCode) await redeemUnlockCode(input.email, input.unlockCode, now);
  const attempt = await beginAttempt({ email: input.email, clientIp: input.clientIp, action: 'login' }, now, {
    skipEmailLimit: Boolean(input.unlockCode),
  }).catch((error: unknown) =>
    isEmailLock(error) ? offerUnlockCode(input.email, now) : Promise.reject(error),
  );
  let tokens: PoolTokens;
  try {
    tokens = await passwordSignIn(input.email, input.password);
  } catch (error) {
    const name = cognitoErrorName(error);
    // A wrong password keeps its slot; any other outcome was not a guess and gives it back.
    if (WRONG_CREDENTIALS.has(name)) throw new UnauthorizedError(ERROR_MESSAGES.loginFailed);
    await attempt.release();
    if (name === 'UserNotConfirmedException') {
      // Send a fresh code so the learner can finish verification right away.
      await resendCode(input.email, input.clientIp, now).catch(() => undefined);
      throw new DomainError(403, ERROR_CODES.userNotConfirmed, AUTH_MESSAGES.unconfirmed);
    }
    if (name === 'TooManyRequestsException') throw new TooManyRequestsError();
    throw error;
  }
  await attempt.release();
  return signedInAccount(tokens, {}, now);
}

export async function refresh(refreshToken: string): Promise<{ token: string }> {
  try {
    return { token: await refreshAccessToken(refreshToken) };
  } catch (error) {
    logger.info('Refresh refused', { name: cognitoErrorName(error) });
    throw new UnauthorizedError(AUTH_MESSAGES.refreshFailed);
  }
}
