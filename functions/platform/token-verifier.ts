import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { isAccessTokenLive } from '../adapters/cognito-session';
import { getConfig } from './config';
import { plainRequest } from './plain-http';
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

const JWKS_TIMEOUT_MS = 3000;

/**
 * Fetches the pool's key set with node:http(s). aws-jwt-verify's own fetcher speaks https only
 * (cognito-local serves http), and the global fetch would load undici, a cost every cold start
 * that verifies a token would pay for one small GET.
 */
const jwksFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await plainRequest(uri, { timeoutMs: JWKS_TIMEOUT_MS });
    if (response.status !== 200) throw new Error(`JWKS request failed with ${response.status}`);
    const body = response.body;
    return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
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

/** The token's signature: unique per token, and far shorter than the whole token as a key. */
const liveKey = (token: string) => token.slice(token.lastIndexOf('.') + 1);

/** Set once a signature was checked: the pool's key set is then cached (or its fetch failed). */
let keysCached = false;

async function checkSignature(token: string) {
  verifier ??= createVerifier();
  try {
    return await verifier.verify(token);
  } catch {
    throw new UnauthorizedError(API_ERROR_MESSAGES.invalidToken);
  }
}

/**
 * A token must carry the pool's signature and still be live in the pool. Once the key set is
 * cached the signature is checked first, so a forged token never costs a call to the pool. On
 * a cold start the key set has to be fetched first: the live check runs alongside that fetch,
 * and the request goes on only when both agree.
 */
export async function verifyAccessToken(token: string): Promise<AuthenticatedUser> {
  let payload: Awaited<ReturnType<typeof checkSignature>>;
  if (keysCached) {
    payload = await checkSignature(token);
    await confirmLive(token, liveKey(token));
  } else {
    const live = confirmLive(token, liveKey(token));
    // The signature's verdict comes first; a live check still running then is not waited for.
    live.catch(() => undefined);
    try {
      payload = await checkSignature(token);
    } finally {
      // Forged tokens sent to a fresh instance must not each cost a call to the pool either.
      keysCached = true;
    }
    await live;
  }
  const username = typeof payload.username === 'string' ? payload.username : String(payload.sub);
  return { userId: String(payload.sub), username };
}

/** Reads "Bearer <token>" from an Authorization header value. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
