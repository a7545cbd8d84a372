import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type AdminGetUserCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from './cognito-local';
import { renderChooser } from './google-stand-in-page';

/**
 * Plays Google and Cognito's hosted OAuth endpoints on one machine, so the product's real
 * authorize -> callback -> token exchange runs end to end without a network. The learner
 * picks or types a test Google account. As on AWS (where the pre sign-up trigger links the
 * identities), an email that already has a verified password account signs in to that
 * account; otherwise the Google account becomes its own pool user.
 */
export const STAND_IN_PREFIX = '/__dev/google';
const GOOGLE_MARK = 'google-stand-in';

interface PendingCode {
  username: string;
  clientId: string;
  expiresAt: number;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const attribute = (user: AdminGetUserCommandOutput | undefined, name: string) =>
  user?.UserAttributes?.find((a) => a.Name === name)?.Value;

export class GoogleStandIn {
  private readonly codes = new Map<string, PendingCode>();

  constructor(private readonly env: { cognitoEndpoint: string; userPoolId: string }) {}

  handles(pathname: string): boolean {
    return pathname.startsWith(`${STAND_IN_PREFIX}/`);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice(STAND_IN_PREFIX.length);
    if (path === '/oauth2/authorize' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(renderChooser(url.searchParams));
      return;
    }
    if (path === '/oauth2/authorize' && req.method === 'POST') return this.signIn(res, await readForm(req));
    if (path === '/oauth2/token' && req.method === 'POST') return this.token(res, await readForm(req));
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }

  private async signIn(res: ServerResponse, form: URLSearchParams): Promise<void> {
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const name = (form.get('name') ?? '').trim() || email;
    const redirectUri = form.get('redirect_uri') ?? '';
    if (!/^[^@\s]+@[^@\s]+$/.test(email) || !/^https?:\/\//.test(redirectUri)) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('An email and a redirect_uri are required.');
      return;
    }
    const target = new URL(redirectUri);
    target.searchParams.set('state', form.get('state') ?? '');
    const cognito = localCognitoClient(this.env.cognitoEndpoint);
    try {
      // cognito-local keys users by email in this pool, so one lookup finds either kind.
      const existing = await cognito
        .send(new AdminGetUserCommand({ UserPoolId: this.env.userPoolId, Username: email }))
        .catch(() => undefined);
      const isGoogleUser = attribute(existing, 'profile') === GOOGLE_MARK;
      const linkable =
        existing?.UserStatus === 'CONFIRMED' && attribute(existing, 'email_verified') === 'true';
      if (existing && !isGoogleUser && !linkable) {
        // Cognito would not link to an unverified account; the product then refuses the duplicate email.
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set(
          'error_description',
          'This email belongs to an account that is not verified yet.',
        );
        res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' }).end();
        return;
      }
      if (!existing) {
        await cognito.send(
          new AdminCreateUserCommand({
            UserPoolId: this.env.userPoolId,
            Username: email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: name },
              { Name: 'profile', Value: GOOGLE_MARK },
            ],
          }),
        );
      }
    } finally {
      cognito.destroy();
    }
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, {
      username: email,
      clientId: form.get('client_id') ?? '',
      expiresAt: Date.now() + 5 * 60_000,
    });
    target.searchParams.set('code', code);
    res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' }).end();
  }

  private async token(res: ServerResponse, form: URLSearchParams): Promise<void> {
    const code = form.get('code') ?? '';
    const pending = this.codes.get(code);
    this.codes.delete(code);
    if (!pending || pending.expiresAt < Date.now() || pending.clientId !== form.get('client_id')) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'invalid_grant' }));
      return;
    }
    const issued = await fetch(this.env.cognitoEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.IssueTokensForFederatedSignIn',
      },
      body: JSON.stringify({ ClientId: pending.clientId, Username: pending.username }),
    });
    const result = ((await issued.json()) as { AuthenticationResult?: Record<string, string> })
      .AuthenticationResult;
    if (!issued.ok || !result) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'invalid_grant' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(
      JSON.stringify({
        access_token: result.AccessToken,
        id_token: result.IdToken,
        refresh_token: result.RefreshToken,
        token_type: 'Bearer',
        expires_in: 3600,
      }),
    );
  }
}
