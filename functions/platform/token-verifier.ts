import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { getConfig } from './config';
import { UnauthorizedError } from './errors';
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

export async function verifyAccessToken(token: string): Promise<AuthenticatedUser> {
  verifier ??= createVerifier();
  try {
    const payload = await verifier.verify(token);
    const username = typeof payload.username === 'string' ? payload.username : String(payload.sub);
    return { userId: String(payload.sub), username };
  } catch {
    throw new UnauthorizedError(API_ERROR_MESSAGES.invalidToken);
  }
}

/** Reads "Bearer <token>" from an Authorization header value. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
