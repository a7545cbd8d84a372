import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { claimsOf, getPoolUser } from '../adapters/cognito';
import { getConfig } from '../platform/config';
import { logger } from '../platform/logger';
import { verifyAccessToken } from '../platform/token-verifier';
import { consumeOAuthState, saveOAuthState } from '../repositories/oauth-state-repository';
import { ensureProfile } from './profile-service';

/**
 * Google sign-in through the user pool's hosted OAuth endpoints: authorize sends the browser
 * to Google via Cognito, the callback trades the code for pool tokens, creates the profile
 * and hands the tokens to the web app's /oauth2/redirect page.
 */
const STATE_LIFETIME_SECONDS = 10 * 60;
export const OAUTH_CALLBACK_PATH = '/oauth2/callback/google';
export const WEB_REDIRECT_PATH = '/oauth2/redirect';

export interface GoogleStart {
  guestAttemptId?: string;
  finalRedirect?: string;
  referralCode?: string;
}

function oauthBase(): string {
  const { COGNITO_OAUTH_URL } = getConfig();
  if (!COGNITO_OAUTH_URL) throw new Error('Google sign-in is not configured (COGNITO_OAUTH_URL is unset)');
  return COGNITO_OAUTH_URL.replace(/\/$/, '');
}

const callbackUrl = () => `${getConfig().WEB_ORIGIN}${OAUTH_CALLBACK_PATH}`;

export async function startGoogleSignIn(
  input: GoogleStart,
  now: Date = new Date(),
  relinked = false,
): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await saveOAuthState({
    state,
    ...input,
    ...(relinked ? { relinked } : {}),
    expiresAt: Math.floor(now.getTime() / 1000) + STATE_LIFETIME_SECONDS,
  });
  const params = new URLSearchParams({
    identity_provider: 'Google',
    response_type: 'code',
    client_id: getConfig().COGNITO_CLIENT_ID,
    redirect_uri: callbackUrl(),
    scope: 'openid email profile',
    state,
  });
  return `${oauthBase()}/oauth2/authorize?${params}`;
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
});

async function exchangeCode(code: string) {
  const response = await fetch(`${oauthBase()}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: getConfig().COGNITO_CLIENT_ID,
      code,
      redirect_uri: callbackUrl(),
    }),
  });
  if (!response.ok) throw new Error(`Token endpoint answered ${response.status}`);
  return tokenResponseSchema.parse(await response.json());
}

function webRedirect(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return `${getConfig().WEB_ORIGIN}${WEB_REDIRECT_PATH}${search ? `?${search}` : ''}`;
}

export interface GoogleCallback {
  code?: string;
  state: string;
  error?: string;
  error_description?: string;
}

const LINKED_RETRY = /already found an entry for username/i;

/**
 * Always ends in a redirect to the web app: with tokens on success, without them (the page
 * then shows its "Could not get authentication token" text) on any failure.
 */
export async function completeGoogleSignIn(input: GoogleCallback, now: Date = new Date()): Promise<string> {
  const saved = await consumeOAuthState(input.state, Math.floor(now.getTime() / 1000));
  // The pre sign-up trigger has just linked this Google identity to an existing account;
  // Cognito refuses that first sign-in, and a second round signs in to the linked account.
  if (saved && !saved.relinked && LINKED_RETRY.test(input.error_description ?? '')) {
    return startGoogleSignIn(
      {
        guestAttemptId: saved.guestAttemptId,
        finalRedirect: saved.finalRedirect,
        referralCode: saved.referralCode,
      },
      now,
      true,
    );
  }
  if (!saved || input.error || !input.code) {
    logger.warn('Google sign-in refused', {
      reason: !saved ? 'unknown or used state' : (input.error ?? 'no code'),
    });
    return webRedirect({ error: 'oauth_failed' });
  }
  try {
    const tokens = await exchangeCode(input.code);
    const caller = await verifyAccessToken(tokens.access_token);
    const identity = claimsOf(tokens.id_token);
    // ID tokens carry name only when the pool's client may read it; the pool always knows it.
    const name =
      typeof identity.name === 'string' ? identity.name : ((await getPoolUser(caller.username))?.name ?? '');
    await ensureProfile(
      {
        userId: caller.userId,
        username: caller.username,
        email: String(identity.email ?? '').toLowerCase(),
        name,
        authProvider: 'google',
        guestAttemptId: saved.guestAttemptId,
        referralCode: saved.referralCode,
      },
      now,
    );
    return webRedirect({
      token: tokens.access_token,
      refreshToken: tokens.refresh_token,
      finalRedirect: saved.finalRedirect,
    });
  } catch (error) {
    logger.warn('Google sign-in failed', { error: error instanceof Error ? error.message : String(error) });
    return webRedirect({ error: 'oauth_failed', finalRedirect: saved.finalRedirect });
  }
}
