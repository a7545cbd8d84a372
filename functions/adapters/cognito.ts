import type { AttributeType, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { getConfig } from '../platform/config';
import { traced } from '../platform/tracing';

/**
 * The user pool, through the same SDK calls on AWS and against cognito-local. Errors are
 * left as the SDK throws them (their `name` is Cognito's exception name); the auth service
 * decides what each means for the learner.
 */
type Sdk = typeof import('@aws-sdk/client-cognito-identity-provider');

let loaded: Promise<{ client: CognitoIdentityProviderClient; sdk: Sdk }> | undefined;

/**
 * The SDK's client, loaded on the first pool call: most functions that hold this adapter
 * (a signed-in request's service) never call the pool, and the token's live check does not
 * need the SDK (cognito-session.ts).
 */
function pool(): Promise<{ client: CognitoIdentityProviderClient; sdk: Sdk }> {
  loaded ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => {
    const config = getConfig();
    const client = traced(
      new sdk.CognitoIdentityProviderClient({
        region: config.AWS_REGION,
        ...(config.COGNITO_ENDPOINT
          ? {
              endpoint: config.COGNITO_ENDPOINT,
              credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            }
          : {}),
      }),
    );
    return { client, sdk };
  });
  return loaded;
}

export interface PoolTokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

export interface PoolUser {
  username: string;
  sub: string;
  email: string;
  name: string;
  confirmed: boolean;
}

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value ?? '';

export function cognitoErrorName(error: unknown): string {
  return error instanceof Error ? error.name : 'UnknownError';
}

export async function signUp(input: {
  email: string;
  password: string;
  name: string;
}): Promise<{ userSub: string }> {
  const { client, sdk } = await pool();
  const result = await client.send(
    new sdk.SignUpCommand({
      ClientId: getConfig().COGNITO_CLIENT_ID,
      Username: input.email,
      Password: input.password,
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'name', Value: input.name },
      ],
    }),
  );
  return { userSub: result.UserSub ?? '' };
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  const { client, sdk } = await pool();
  await client.send(
    new sdk.ConfirmSignUpCommand({
      ClientId: getConfig().COGNITO_CLIENT_ID,
      Username: email,
      ConfirmationCode: code,
    }),
  );
}

/** Mails a password-reset code to the account's verified email. */
export async function forgotPassword(email: string): Promise<void> {
  const { client, sdk } = await pool();
  await client.send(
    new sdk.ForgotPasswordCommand({ ClientId: getConfig().COGNITO_CLIENT_ID, Username: email }),
  );
}

export async function confirmForgotPassword(email: string, code: string, password: string): Promise<void> {
  const { client, sdk } = await pool();
  await client.send(
    new sdk.ConfirmForgotPasswordCommand({
      ClientId: getConfig().COGNITO_CLIENT_ID,
      Username: email,
      ConfirmationCode: code,
      Password: password,
    }),
  );
}

export async function resendConfirmationCode(email: string): Promise<void> {
  const { client, sdk } = await pool();
  await client.send(
    new sdk.ResendConfirmationCodeCommand({ ClientId: getConfig().COGNITO_CLIENT_ID, Username: email }),
  );
}

export async function passwordSignIn(email: string, password: string): Promise<PoolTokens> {
  const { client, sdk } = await pool();
  const result = await client.send(
    new sdk.InitiateAuthCommand({
      ClientId: getConfig().COGNITO_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.RefreshToken || !tokens.IdToken) {
    throw Object.assign(new Error('The user pool asked for a challenge the product does not support'), {
      name: 'UnsupportedChallenge',
    });
  }
  return { accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken, idToken: tokens.IdToken };
}

export async function refreshAccessToken(refreshToken: string): Promise<string> {
  const { client, sdk } = await pool();
  const result = await client.send(
    new sdk.InitiateAuthCommand({
      ClientId: getConfig().COGNITO_CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token)
    throw Object.assign(new Error('No access token in refresh result'), { name: 'NotAuthorizedException' });
  return token;
}

export async function getPoolUser(username: string): Promise<PoolUser | undefined> {
  try {
    const { client, sdk } = await pool();
    const result = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: getConfig().COGNITO_USER_POOL_ID, Username: username }),
    );
    return {
      username: result.Username ?? username,
      sub: attribute(result.UserAttributes, 'sub'),
      email: attribute(result.UserAttributes, 'email'),
      name: attribute(result.UserAttributes, 'name'),
      confirmed: result.UserStatus === 'CONFIRMED' || result.UserStatus === 'EXTERNAL_PROVIDER',
    };
  } catch (error) {
    if (cognitoErrorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
}

export async function updatePoolUser(
  username: string,
  changes: { name?: string; email?: string },
): Promise<void> {
  const attributes: AttributeType[] = [];
  if (changes.name !== undefined) attributes.push({ Name: 'name', Value: changes.name });
  if (changes.email !== undefined) {
    attributes.push({ Name: 'email', Value: changes.email }, { Name: 'email_verified', Value: 'true' });
  }
  if (!attributes.length) return;
  const { client, sdk } = await pool();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: getConfig().COGNITO_USER_POOL_ID,
      Username: username,
      UserAttributes: attributes,
    }),
  );
}

/** Removes a user from the pool (only an unconfirmed sign-up left half-made; see auth-service). */
export async function deletePoolUser(username: string): Promise<void> {
  const { client, sdk } = await pool();
  await client.send(
    new sdk.AdminDeleteUserCommand({ UserPoolId: getConfig().COGNITO_USER_POOL_ID, Username: username }),
  );
}

/** Reads claims of a token the caller has already verified (or just received from Cognito). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Support tool: confirms a sign-up and marks the email verified without a code. */
export async function adminConfirm(username: string, email: string): Promise<void> {
  const poolId = getConfig().COGNITO_USER_POOL_ID;
  const { client, sdk } = await pool();
  try {
    await client.send(new sdk.AdminConfirmSignUpCommand({ UserPoolId: poolId, Username: username }));
  } catch (error) {
    // Already confirmed accounts only need the attribute below.
    if (cognitoErrorName(error) !== 'NotAuthorizedException') throw error;
  }
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: poolId,
      Username: username,
      // The unchanged email travels along: cognito-local refuses email_verified without it.
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}
