import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import { STORAGE_KEYS } from '#shared/constants';
import { failEnvelope, okEnvelope, stubApi, type RecordedRequest } from '../test/fake-api';
import { storeTokens } from '../test/render-app';
import { ApiError } from './api-error';
import { createApiClient, unwrap } from './api-client';

const unauthorized = () => failEnvelope(401, ERROR_CODES.unauthorized, 'Authentication required.');
const bearer = (request: RecordedRequest) => request.headers.get('Authorization');

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('api client', () => {
  beforeEach(() => storeTokens('old-access', 'refresh-1'));

  it('sends the stored access token as a Bearer header and returns the envelope', async () => {
    const { requests } = stubApi({ 'GET /leaderboards': () => okEnvelope({ level: 3 }) });
    const client = createApiClient();

    const response = await client.get<{ level: number }>('/leaderboards', {
      query: { limit: 20, category: undefined },
    });

    expect(response).toEqual({ success: true, data: { level: 3 }, message: null, error: null, status: 200 });
    expect(bearer(requests[0]!)).toBe('Bearer old-access');
  });

  it('sends JSON bodies to the API base path', async () => {
    const { requests } = stubApi({ 'POST /feedback': () => okEnvelope({ id: 'f1' }, 201) });
    const body = { type: 'Bug Report', message: 'The timer skipped from 4:00 to 2:00.' };
    await createApiClient().post('/feedback', body);

    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/feedback');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]!.body).toEqual(body);
  });

  it('refreshes once for three concurrent 401s and retries all of them with the new token', async () => {
    const refreshAnswer = deferred<Response>();
    const { requests } = stubApi({
      'POST /auth/refresh': () => refreshAnswer.promise,
      'GET /achievements': (r) => (bearer(r) === 'Bearer new-access' ? okEnvelope('a') : unauthorized()),
      'GET /dashboard/stats': (r) => (bearer(r) === 'Bearer new-access' ? okEnvelope('b') : unauthorized()),
      'GET /users/me': (r) => (bearer(r) === 'Bearer new-access' ? okEnvelope('c') : unauthorized()),
    });
    const client = createApiClient();

    const pending = Promise.all([
      client.get('/achievements'),
      client.get('/dashboard/stats'),
      client.get('/users/me'),
    ]);
    // Hold the refresh until all three requests have met their 401, so they queue behind it.
    await vi.waitFor(() => expect(requests.filter((r) => r.path === '/auth/refresh')).toHaveLength(1));
    await vi.waitFor(() => expect(requests.filter((r) => bearer(r) === 'Bearer old-access')).toHaveLength(3));
    refreshAnswer.resolve(okEnvelope({ token: 'new-access' }));
    const results = await pending;

    expect(results.map((r) => r.data)).toEqual(['a', 'b', 'c']);
    const refreshes = requests.filter((r) => r.path === '/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ refreshToken: 'refresh-1' });
    const retries = requests.filter((r) => r.path !== '/auth/refresh' && bearer(r) === 'Bearer new-access');
    expect(retries.map((r) => r.path).sort()).toEqual(['/achievements', '/dashboard/stats', '/users/me']);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new-access');
  });

  it('sends the refresh call without an Authorization header', async () => {
    const { requests } = stubApi({
      'POST /auth/refresh': () => okEnvelope({ token: 'new-access' }),
      'GET /users/me': (r) => (bearer(r) === 'Bearer new-access' ? okEnvelope({ id: 'u1' }) : unauthorized()),
    });
    await createApiClient().get('/users/me');

    const refresh = requests.find((r) => r.path === '/auth/refresh');
    expect(refresh).toBeDefined();
    expect(refresh!.headers.has('Authorization')).toBe(false);
  });

  it('signs out and reports the missing refresh token when the refresh fails', async () => {
    stubApi({
      'POST /auth/refresh': () => failEnvelope(401, ERROR_CODES.unauthorized, 'Your session has expired.'),
      'GET /users/me': unauthorized,
    });
    const client = createApiClient();
    const onSessionEnded = vi.fn();
    client.onSessionEnded(onSessionEnded);

    const response = await client.get('/users/me');

    expect(response).toMatchObject({ success: false, data: null, message: ERROR_MESSAGES.noRefreshToken });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('signs out without calling refresh when no refresh token is stored', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.refreshToken);
    const { requests } = stubApi({ 'GET /users/me': unauthorized });
    const client = createApiClient();
    const onSessionEnded = vi.fn();
    client.onSessionEnded(onSessionEnded);

    const response = await client.get('/users/me');

    expect(response.message).toBe(ERROR_MESSAGES.noRefreshToken);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.path)).toEqual(['/users/me']);
  });

  it('returns a 401 as it is, without refreshing or ending the session, when refreshOnUnauthorized is false', async () => {
    const { requests } = stubApi({
      'POST /auth/login': () =>
        failEnvelope(401, ERROR_CODES.unauthorized, 'Login failed. Please check your credentials.'),
      'POST /auth/refresh': () => okEnvelope({ token: 'new-access' }),
    });
    const client = createApiClient();
    const onSessionEnded = vi.fn();
    client.onSessionEnded(onSessionEnded);

    const response = await client.post(
      '/auth/login',
      { email: 'a@b.co', password: 'x' },
      { refreshOnUnauthorized: false },
    );

    expect(response).toMatchObject({
      success: false,
      status: 401,
      message: 'Login failed. Please check your credentials.',
    });
    expect(requests.map((r) => r.path)).toEqual(['/auth/login']);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('turns a network failure into a failed envelope with the spec text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const response = await createApiClient().get('/dashboard/stats');

    expect(response).toEqual({
      success: false,
      data: null,
      message: 'An unexpected network error occurred.',
      error: ERROR_CODES.network,
      status: 0,
    });
  });

  it('unwrap returns data or throws an ApiError with message, status and code', async () => {
    stubApi({
      'GET /achievements': () => okEnvelope({ n: 1 }),
      'POST /feedback': () => failEnvelope(400, ERROR_CODES.validation, 'The request is not valid.'),
    });
    const client = createApiClient();

    await expect(unwrap(client.get('/achievements'))).resolves.toEqual({ n: 1 });
    const body = { type: 'Bug Report', message: 'The timer skipped from 4:00 to 2:00.' };
    const error = await unwrap(client.post('/feedback', body)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'The request is not valid.',
      status: 400,
      code: ERROR_CODES.validation,
    });
  });
});
