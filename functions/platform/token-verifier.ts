import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { isAccessTokenLive } from '../adapters/cognito';
import { getConfig } from './config';
import { ServiceUnavailableError, UnauthorizedError } from './errors';
import { logger } from './logger';
import { API_ERROR_MESSAGES } from '../../shared/messages';

/**
 * Verifies Cognito access tokens. CognitoJwtVerifier refuses cognito-local's pool ids and
 * http JWKS URLs, so the generic RSA verifier is configured with Cognito's rules instead:
 * the issuer is the pool, `token_use` must be `access` and `client_id` the app client. On
 * AWS only the issuer differs.
 */
export interface AuthenticatedUser {
  userId: string;
  username: string;
}

const jwksFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`JWKS request failed with ${response.status}`);
    return response.arrayBuffer();
  },
};

function createVerifier() {
  const config = getConfig();
  return JwtRsaVerifier.create(
    {
      issuer: config.COGNITO_ISSUER,
      jwksUri: `${config.COGNITO_ISSUER}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== config.COGNITO_CLIENT_ID) throw new Error('Token of another app client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: jwksFetcher }) },
  );
}

let verifier: ReturnType<typeof createVerifier> | undefined;

/**
 * How long a token the pool confirmed is trusted without asking again: a deleted, disabled
 * or signed-out account loses access within this time, not at the token's expiry.
 */
export const LIVE_CHECK_SECONDS = 60;
const MAX_REMEMBERED = 10_000;
const confirmedAt = new Map<string, number>();

async function confirmLive(token: string, key: string): Promise<void> {
  const now = Date.now();
  const seen = confirmedAt.get(key);
  if (seen !== undefined && now - seen < LIVE_CHECK_SECONDS * 1000) return;
  let live: boolean;
  try {
    live = await isAccessTokenLive(token);
  } catch (error) {
    logger.error('Could not confirm the access token with the user pool', { error });
    throw new ServiceUnavailableError(API_ERROR_MESSAGES.internal);
  }
  if (!live) {
    confirmedAt.delete(key);
    throw new UnauthorizedError(API_ERROR_MESSAGES.invalidToken);
  }
  if (confirmedAt.size >= MAX_REMEMBERED) confirmedAt.delete(confirmedAt.keys().next().value!);
  confirmedAt.set(key, now);
}

export async function verifyAccessToken(token: string): Promise<AuthenticatedUser> {
  verifier ??= createVerifier();
  let payload: Awaited<ReturnType<typeof verifier.verify>>;
  try {
    payload = await verifier.verify(token);
  } catch {
    throw new UnauthorizedError(API_ERROR_MESSAGES.invalidToken);
  }
  await confirmLive(token, typeof payload.jti === 'string' ? payload.jti : token);
  const username = typeof payload.username === 'string' ? payload.username : String(payload.sub);
  return { userId: String(payload.sub), username };
}

/** Reads "Bearer <token>" from an Authorization header value. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
