import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#shared/constants';
import { VALIDATION_MESSAGES, ERROR_MESSAGES } from '#shared/messages';
import { createUserProfile } from '#test/data/create-user';
import { okEnvelope, stubApi } from '#test/fake-api';
import { renderApp } from '#test/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Login answers with tokens; GET /users/me answers for whoever holds them. */
function signInWorks(user = createUserProfile()) {
  return stubApi({
    'POST /auth/login': () => okEnvelope({ token: 'access-1', refreshToken: 'refresh-1', user }),
    'GET /users/me': () => okEnvelope(user),
  });
}

async function signInThroughTheForm() {
  const user = userEvent.setup();
  await heading('Welcome Back');
  await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'analytical-engine');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('after signing in on /login', () => {
  it('goes to /dashboard when the initial assessment is done, with the session started', async () => {
    signInWorks(createUserProfile({ hasCompletedInitialAssessment: true }));
    const { router } = renderApp('/login');

    await signInThroughTheForm();

    await heading('Dashboard');
    expect(router.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('goes to /initial-assessment, not the guard’s /dashboard, when the assessment is not done', async () => {
    signInWorks(createUserProfile({ hasCompletedInitialAssessment: false }));
    const { router } = renderApp('/login');

    await signInThroughTheForm();

    await heading('Initial Assessment');
    expect(router.location.pathname).toBe('/initial-assessment');
  });

  it('goes to the stored redirect path first and removes it', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.redirectPath, '/challenge/ShareLink01');
    signInWorks();
    const { router } = renderApp('/login');

    await signInThroughTheForm();

    await heading('Challenge');
    expect(router.location.pathname).toBe('/challenge/ShareLink01');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.redirectPath)).toBeNull();
  });
});

describe('/oauth2/redirect', () => {
  it('says the token is missing when either token is absent', async () => {
    stubApi({});
    renderApp('/oauth2/redirect?token=only-the-access-token');

    expect(await heading(ERROR_MESSAGES.authenticationFailedHeading)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.oauthTokenMissing);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('says the same after a failed Google sign-in (?error=oauth_failed)', async () => {
    stubApi({});
    renderApp('/oauth2/redirect?error=oauth_failed');
    await heading(ERROR_MESSAGES.authenticationFailedHeading);
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.oauthTokenMissing);
  });

  it('stores the tokens, fetches the user and honours a same-site finalRedirect', async () => {
    window.history.replaceState(null, '', '/oauth2/redirect?token=a&refreshToken=r');
    stubApi({ 'GET /users/me': () => okEnvelope(createUserProfile()) });
    const { router } = renderApp(
      '/oauth2/redirect?token=a&refreshToken=r&finalRedirect=%2Fchallenge%2FShareLink09',
    );

    await heading('Challenge');
    expect(router.location.pathname).toBe('/challenge/ShareLink09');
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r');
    // The tokens never stay in the address bar.
    expect(window.location.search).toBe('');
  });

  it('reports a user that cannot be fetched after login', async () => {
    stubApi({});
    renderApp('/oauth2/redirect?token=a&refreshToken=r');

    await heading(ERROR_MESSAGES.authenticationFailedHeading);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.oauthUserFetchFailed);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
