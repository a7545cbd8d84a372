import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#shared/constants';
import { ERROR_CODES } from '#shared/envelope';
import { createUser } from '../test/data/create-user';
import { failEnvelope, okEnvelope, stubApi } from '../test/fake-api';
import { renderApp, storeTokens } from '../test/render-app';

vi.mock('#lib/full-page-load', () => ({ fullPageLoad: vi.fn() }));
const { fullPageLoad } = await import('#lib/full-page-load');

function signedIn(overrides = {}) {
  storeTokens();
  return stubApi({ 'GET /users/me': () => okEnvelope(createUser(overrides)) });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('route guards', () => {
  it('sends a signed-out visitor of /dashboard to /login', async () => {
    stubApi({});
    const { router } = renderApp('/dashboard');

    await heading('Welcome Back');
    expect(router.location.pathname).toBe('/login');
  });

  it.each(['/toolkit', '/scenario/abc', '/practice/skill/logic', '/team', '/learning-path/p1'])(
    'protects %s',
    async (path) => {
      stubApi({});
      const { router } = renderApp(path);
      await heading('Welcome Back');
      expect(router.location.pathname).toBe('/login');
    },
  );

  it('sends an unknown path to /login when signed out', async () => {
    stubApi({});
    const { router } = renderApp('/no/such/page');
    await heading('Welcome Back');
    expect(router.location.pathname).toBe('/login');
  });

  it('sends an unknown path to /dashboard when signed in', async () => {
    signedIn();
    const { router } = renderApp('/no/such/page');
    await heading('Dashboard');
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in user away from /login to /dashboard', async () => {
    signedIn();
    const { router } = renderApp('/login');
    await heading('Dashboard');
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('lets guests see public pages', async () => {
    stubApi({});
    renderApp('/challenge/ShareLink01');
    expect(await heading('Challenge')).toBeInTheDocument();
  });

  it('shows a loading state, not a redirect, while the session is restored', async () => {
    storeTokens();
    let answer!: (response: Response) => void;
    stubApi({ 'GET /users/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderApp('/dashboard');

    expect(await screen.findByText('Restoring your session…')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/dashboard');

    answer(okEnvelope(createUser()));
    await heading('Dashboard');
  });
});

describe('session', () => {
  it('signs out and forgets the tokens when GET /users/me fails (e.g. 404)', async () => {
    storeTokens();
    stubApi({ 'GET /users/me': () => failEnvelope(404, ERROR_CODES.notFound, 'Not found.') });
    const { router } = renderApp('/dashboard');

    await heading('Welcome Back');
    expect(router.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('signs out when the token is rejected and the refresh fails', async () => {
    storeTokens();
    stubApi({
      'GET /users/me': () => failEnvelope(401, ERROR_CODES.unauthorized, 'Authentication required.'),
      'POST /auth/refresh': () => failEnvelope(401, ERROR_CODES.unauthorized, 'Expired.'),
    });
    renderApp('/dashboard');

    await heading('Welcome Back');
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('shows the user name and the feedback button once signed in', async () => {
    signedIn({ name: 'Grace Hopper' });
    renderApp('/toolkit');

    await heading('Toolkit');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('hides the feedback button from guests', async () => {
    stubApi({});
    renderApp('/pricing');
    await heading('Pricing');
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('Sign Out clears the session and reloads at /', async () => {
    const user = userEvent.setup();
    signedIn();
    renderApp('/dashboard');
    await heading('Dashboard');

    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(fullPageLoad).toHaveBeenCalledWith('/');
  });
});

describe('pages', () => {
  it('renders the landing hero with the assessment and account calls to action', async () => {
    stubApi({});
    renderApp('/');

    expect(await heading('Clarity')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Take the free assessment — no signup required' }),
    ).toHaveAttribute('href', '/initial-assessment');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/login');
  });

  it('tells the learner a cancelled payment was not processed and links back to pricing', async () => {
    stubApi({});
    renderApp('/payment-cancel');

    await heading('Payment Cancelled');
    expect(screen.getByText(/was not processed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('gives every page a skip link to the main landmark', async () => {
    stubApi({});
    renderApp('/pricing');

    await heading('Pricing');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
