import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from './cognito-local';

/**
 * Plays Google and Cognito's hosted OAuth endpoints on one machine, so the product's real
 * authorize -> callback -> token exchange runs end to end without a network. The learner
 * picks or types a test Google account; the account becomes a cognito-local user, as a
 * federated user would in the real pool.
 */
export const STAND_IN_PREFIX = '/__dev/google';
const GOOGLE_MARK = 'google-stand-in';

const SAMPLE_ACCOUNTS = [
  { email: 'ada.google@example.com', name: 'Ada Google' },
  { email: 'grace.google@example.com', name: 'Grace Google' },
];

interface PendingCode {
  username: string;
  password: string;
  clientId: string;
  expiresAt: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export class GoogleStandIn {
  private readonly codes = new Map<string, PendingCode>();

  constructor(private readonly env: { cognitoEndpoint: string; userPoolId: string }) {}

  handles(pathname: string): boolean {
    return pathname.startsWith(`${STAND_IN_PREFIX}/`);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice(STAND_IN_PREFIX.length);
    if (path === '/oauth2/authorize' && req.method === 'GET') return this.chooser(res, url.searchParams);
    if (path === '/oauth2/authorize' && req.method === 'POST') return this.signIn(res, await readForm(req));
    if (path === '/oauth2/token' && req.method === 'POST') return this.token(res, await readForm(req));
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }

  private chooser(res: ServerResponse, params: URLSearchParams): void {
    const hidden = ['redirect_uri', 'state', 'client_id']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
      .join('');
    const picks = SAMPLE_ACCOUNTS.map(
      (a) =>
        `<form method="post">${hidden}<input type="hidden" name="email" value="${a.email}"><input type="hidden" name="name" value="${a.name}"><button type="submit">Continue as ${a.name} (${a.email})</button></form>`,
    ).join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;border:1px solid #9ca3af;border-radius:.5rem;background:#fff;color:#111827;font-size:1rem;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
label{display:block;margin-top:.75rem}input[type=email],input[type=text]{width:100%;padding:.6rem;border:1px solid #6b7280;border-radius:.4rem;font-size:1rem;box-sizing:border-box}
.note{color:#4b5563;font-size:.9rem}</style></head><body><main>
<h1>Sign in with Google</h1><p class="note">Local stand-in for Google: no network is used. Choose a test account or type one.</p>
${picks}
<form method="post">${hidden}<label for="email">Email</label><input id="email" name="email" type="email" required>
<label for="name">Name</label><input id="name" name="name" type="text" required><button type="submit">Continue</button></form>
</main></body></html>`);
  }

  private async signIn(res: ServerResponse, form: URLSearchParams): Promise<void> {
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const name = (form.get('name') ?? '').trim() || email;
    const redirectUri = form.get('redirect_uri') ?? '';
    if (!/^[^@\s]+@[^@\s]+$/.test(email) || !/^https?:\/\//.test(redirectUri)) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('An email and a redirect_uri are required.');
      return;
    }
    // cognito-local keys users by email in this pool, so the stand-in's users are marked with
    // the standard `profile` attribute to tell them apart from password accounts.
    const username = email;
    const password = `Gg-${randomBytes(18).toString('base64url')}`;
    const target = new URL(redirectUri);
    target.searchParams.set('state', form.get('state') ?? '');
    const cognito = localCognitoClient(this.env.cognitoEndpoint);
    try {
      const existing = await cognito
        .send(new AdminGetUserCommand({ UserPoolId: this.env.userPoolId, Username: username }))
        .catch(() => undefined);
      if (existing && existing.UserAttributes?.find((a) => a.Name === 'profile')?.Value !== GOOGLE_MARK) {
        // Real Cognito would create a separate federated user; the product then refuses the
        // duplicate email. The stand-in says so directly rather than touch the password account.
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_description', 'This email already has a password account.');
        res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' }).end();
        return;
      }
      if (!existing) {
        await cognito.send(
          new AdminCreateUserCommand({
            UserPoolId: this.env.userPoolId,
            Username: username,
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
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: this.env.userPoolId,
          Username: username,
          Password: password,
          Permanent: true,
        }),
      );
    } finally {
      cognito.destroy();
    }
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, {
      username,
      password,
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
    const cognito = localCognitoClient(this.env.cognitoEndpoint);
    try {
      const auth = await cognito.send(
        new InitiateAuthCommand({
          ClientId: pending.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: pending.username, PASSWORD: pending.password },
        }),
      );
      const result = auth.AuthenticationResult;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(
        JSON.stringify({
          access_token: result?.AccessToken,
          id_token: result?.IdToken,
          refresh_token: result?.RefreshToken,
          token_type: 'Bearer',
          expires_in: result?.ExpiresIn ?? 3600,
        }),
      );
    } finally {
      cognito.destroy();
    }
  }
}
