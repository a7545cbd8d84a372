import { getConfig } from '../platform/config';
import { plainRequest } from '../platform/plain-http';
import { traceCall } from '../platform/tracing';

/**
 * The pool's live check of an access token (Cognito's GetUser), on every signed-in cold start.
 *
 * GetUser is one of Cognito's unsigned operations: the access token in the body is the
 * credential, so the call needs no AWS signature and no SDK client. Building the SDK's client
 * (its protocol, middleware stack and endpoint rules) cost each signed-in cold start more than
 * the call itself, so this one call is made with node:http(s) in the service's JSON protocol,
 * as the SDK would send it; every other pool call still goes through the SDK (cognito.ts).
 */
const TIMEOUT_MS = 3000;
/** The exceptions that mean the token is no longer good: signed out, revoked, user gone. */
const NOT_LIVE = new Set(['NotAuthorizedException', 'UserNotFoundException']);

function endpoint(): URL {
  const config = getConfig();
  return new URL(config.COGNITO_ENDPOINT ?? `https://cognito-idp.${config.AWS_REGION}.amazonaws.com/`);
}

/** Cognito names its exception in `__type` ("prefix#NotAuthorizedException" or the bare name). */
function exceptionName(body: string): string {
  try {
    const type = (JSON.parse(body) as { __type?: unknown }).__type;
    return typeof type === 'string' ? (type.split('#').pop() ?? type) : 'UnknownError';
  } catch {
    return 'UnknownError';
  }
}

async function getUser(
  url: URL,
  accessToken: string,
  traceHeader: string | undefined,
): Promise<{ status: number; body: string; requestId?: string }> {
  const response = await plainRequest(url, {
    method: 'POST',
    timeoutMs: TIMEOUT_MS,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      ...(traceHeader ? { 'x-amzn-trace-id': traceHeader } : {}),
    },
    body: JSON.stringify({ AccessToken: accessToken }),
  });
  const requestId = response.headers['x-amzn-requestid'];
  return {
    status: response.status,
    body: response.body.toString('utf8'),
    requestId: typeof requestId === 'string' ? requestId : undefined,
  };
}

/**
 * True while the pool still honours the token; false when Cognito refuses it as signed out,
 * revoked or of a deleted user. Anything else (throttling, a 5xx, the network) throws: the
 * caller cannot tell, and must not let the request through.
 */
export async function isAccessTokenLive(accessToken: string): Promise<boolean> {
  const url = endpoint();
  const result = await traceCall(
    'CognitoIdentityProvider',
    'GetUser',
    getConfig().AWS_REGION,
    (traceHeader) => getUser(url, accessToken, traceHeader),
  );
  if (result.status === 200) return true;
  const name = exceptionName(result.body);
  if (result.status === 400 && NOT_LIVE.has(name)) return false;
  const error = new Error(`GetUser failed with ${result.status}`);
  error.name = name;
  throw error;
}
