import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createSign, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

export interface StackEnv {
  COGNITO_ENDPOINT: string;
  COGNITO_USER_POOL_ID: string;
  COGNITO_CLIENT_ID: string;
}

export interface TestAccount {
  email: string;
  password: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
  userId: string;
}

function cognito(env: StackEnv) {
  return new CognitoIdentityProviderClient({
    endpoint: env.COGNITO_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** A confirmed learner in cognito-local, signed in: real tokens signed by the local pool. */
export async function createSignedInAccount(
  env: StackEnv,
  overrides: { email?: string } = {},
): Promise<TestAccount> {
  const client = cognito(env);
  const email = overrides.email ?? `learner-${randomUUID()}@example.com`;
  const password = 'Correct-Horse-42';
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: env.COGNITO_USER_POOL_ID,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'Test Learner' },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: env.COGNITO_USER_POOL_ID,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: env.COGNITO_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = auth.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken || !result.RefreshToken)
      throw new Error('cognito-local returned no tokens');
    const payload = JSON.parse(
      Buffer.from(result.AccessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as {
      sub: string;
    };
    return {
      email,
      password,
      accessToken: result.AccessToken,
      idToken: result.IdToken,
      refreshToken: result.RefreshToken,
      userId: payload.sub,
    };
  } finally {
    client.destroy();
  }
}

/** The same token with one character of its signature changed. */
export function tamper(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const flipped = (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
  return `${header}.${payload}.${signature.slice(0, 10)}${flipped}`;
}

/** A token whose payload claims another user, signature left as it was. */
export function forgeSubject(token: string, sub: string): string {
  const [header, payload = '', signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

/**
 * The same access token re-issued as already expired, signed with cognito-local's own key
 * (shipped in its package), so only the expiry makes it invalid.
 */
export function expire(token: string): string {
  const require = createRequire(import.meta.url);
  const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  const [header = '', payload = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 7200, exp: now - 3600 })).toString(
    'base64url',
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(pem).toString('base64url');
  return `${header}.${body}.${signature}`;
}

/** Removes the learner from the pool, as an operator would in the console. */
export async function deletePoolUser(env: StackEnv, account: TestAccount): Promise<void> {
  await cognito(env).send(
    new AdminDeleteUserCommand({ UserPoolId: env.COGNITO_USER_POOL_ID, Username: account.email }),
  );
}

/** A second session of the same learner: a new access token. */
export async function signInAgain(env: StackEnv, account: TestAccount): Promise<string> {
  const client = cognito(env);
  try {
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: env.COGNITO_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    const token = auth.AuthenticationResult?.AccessToken;
    if (!token) throw new Error('cognito-local returned no access token');
    return token;
  } finally {
    client.destroy();
  }
}
