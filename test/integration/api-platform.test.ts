import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../../shared/constants';
import { API_ERROR_MESSAGES } from '../../shared/messages';
import { createSignedInAccount, forgeSubject, tamper, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url, env } = useStack();
let learner: TestAccount;

beforeAll(async () => {
  learner = await createSignedInAccount(env);
});

describe('API platform over the local server', () => {
  it('answers the health check in the envelope', async () => {
    const res = await api<{ status: string; stage: string }>(url, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok', stage: 'test' }, error: null });
  });

  it.each([
    ['GET', '/no-such-route'],
    ['POST', '/scenarios/x/unknown'],
    ['DELETE', '/health'],
    ['PUT', '/feedback'],
  ])('answers %s %s with a 404 envelope, never the web app', async (method, path) => {
    const res = await api(url, method, path);
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/application\/json/);
    expect(res.body).toEqual({
      success: false,
      data: null,
      message: API_ERROR_MESSAGES.routeNotFound,
      error: 'NOT_FOUND',
    });
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await api(url, 'POST', '/feedback', {
      token: learner.accessToken,
      body: '{"type": "Bug Report", "message": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'MALFORMED_JSON',
      message: API_ERROR_MESSAGES.malformedJson,
    });
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await api(url, 'POST', '/feedback', {
      token: learner.accessToken,
      body: 'type=Bug+Report&message=hello+there+team',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('rejects an oversize body with 413', async () => {
    const res = await api(url, 'POST', '/feedback', {
      token: learner.accessToken,
      json: { type: 'Bug Report', message: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 10) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  describe('authentication', () => {
    const valid = { type: 'General Feedback', message: 'A message long enough to be valid.' };

    it('refuses a call without a token', async () => {
      const res = await api(url, 'POST', '/feedback', { json: valid });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        success: false,
        error: 'UNAUTHORIZED',
        message: API_ERROR_MESSAGES.authenticationRequired,
      });
    });

    it('refuses a token with a tampered signature', async () => {
      const res = await api(url, 'POST', '/feedback', { token: tamper(learner.accessToken), json: valid });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(API_ERROR_MESSAGES.invalidToken);
    });

    it('refuses a token whose subject was rewritten', async () => {
      const res = await api(url, 'POST', '/feedback', {
        token: forgeSubject(learner.accessToken, 'someone-else'),
        json: valid,
      });
      expect(res.status).toBe(401);
    });

    it('refuses an ID token used as an access token', async () => {
      const res = await api(url, 'POST', '/feedback', { token: learner.idToken, json: valid });
      expect(res.status).toBe(401);
    });

    it('refuses a malformed Authorization header', async () => {
      const res = await api(url, 'POST', '/feedback', {
        json: valid,
        headers: { authorization: `Token ${learner.accessToken}` },
      });
      expect(res.status).toBe(401);
    });
  });

  it('serves the web app for non-API paths only', async () => {
    const page = await fetch(`${url}/dashboard`);
    expect(page.headers.get('content-type')).not.toMatch(/application\/json/);
    const apiMiss = await fetch(`${url}/api/v1/dashboard-page`);
    expect(apiMiss.status).toBe(404);
    expect(apiMiss.headers.get('content-type')).toMatch(/application\/json/);
  });
});
