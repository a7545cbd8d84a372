import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#shared/constants';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '#shared/messages';
import { AUTH_MESSAGES } from '#shared/schemas/auth';
import { createUserProfile } from '#test/data/create-user';
import { failEnvelope, jsonResponse, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { AuthPanel } from './auth-panel';

function renderPanel(path = '/login') {
  const onAuthenticated = vi.fn(async () => undefined);
  const user = userEvent.setup();
  renderWithRouter(<AuthPanel onAuthenticated={onAuthenticated} />, path);
  return { user, onAuthenticated };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('login page modes', () => {
  it('starts on Sign In, headed Welcome Back, and switches to Create Account with the link', async () => {
    const { user } = renderPanel();
    expect(heading()).toHaveTextContent('Welcome Back');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    expect(heading()).toHaveTextContent('Create Account');
    expect(field('Full name')).toBeInTheDocument();
    expect(field('Confirm password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(heading()).toHaveTextContent('Welcome Back');
  });

  it('starts on Create Account for an invitation link (?ref=)', () => {
    renderPanel('/login?ref=FRIEND42');
    expect(heading()).toHaveTextContent('Create Account');
  });

  it('starts on Create Account when a guest assessment attempt is waiting', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.guestAttemptId, '01JATTEMPT');
    renderPanel();
    expect(heading()).toHaveTextContent('Create Account');
  });

  it('links Sign in with Google to the API with only the context that exists', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.guestAttemptId, '01JATTEMPT');
    renderPanel('/login?ref=FRIEND42');

    const href = screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href');
    expect(href).toBe('/oauth2/authorize/google?guestAttemptId=01JATTEMPT&referralCode=FRIEND42');
  });

  it('shows and hides the password with an accessible toggle', async () => {
    const { user } = renderPanel();
    expect(field('Password')).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
  });
});

describe('sign-up validation', () => {
  it('shows the spec texts and sends nothing when the form is invalid', async () => {
    const { requests } = stubApi({});
    const { user } = renderPanel('/login?from=assessment');

    await user.type(field('Full name'), 'Ada Lovelace');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByText(VALIDATION_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.termsRequired)).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('asks for name and email when they are missing', async () => {
    const { requests } = stubApi({});
    const { user } = renderPanel('/login?from=assessment');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByText(AUTH_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(field('Full name')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('shows the server message, or the spec fallback, when sign-up fails', async () => {
    stubApi({
      'POST /auth/register': () =>
        jsonResponse({ success: false, data: null, message: null, error: 'X' }, 409),
    });
    const { user } = renderPanel('/login?from=assessment');

    await user.type(field('Full name'), 'Ada Lovelace');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'analytical-engine');
    await user.type(field('Confirm password'), 'analytical-engine');
    await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.signupFailed);
  });
});

describe('sign-in', () => {
  it('asks for email and password and sends nothing without them', async () => {
    const { requests } = stubApi({});
    const { user } = renderPanel();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the server message for wrong credentials and does not try to refresh a session', async () => {
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'stale-refresh');
    const { requests } = stubApi({
      'POST /auth/login': () => failEnvelope(401, ERROR_CODES.unauthorized, ERROR_MESSAGES.loginFailed),
    });
    const { user, onAuthenticated } = renderPanel();

    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.loginFailed);
    expect(requests.map((r) => r.path)).toEqual(['/auth/login']);
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('asks for the mailed sign-in code when the email is locked, and sends it with the password', async () => {
    const tokens = { token: 'access-1', refreshToken: 'refresh-1', user: createUserProfile() };
    const { requests } = stubApi({
      'POST /auth/login': (request) =>
        (request.body as { unlockCode?: string }).unlockCode === '482913'
          ? okEnvelope(tokens)
          : failEnvelope(429, ERROR_CODES.tooManyRequests, AUTH_MESSAGES.lockedCodeSent),
    });
    const { user, onAuthenticated } = renderPanel();
    expect(screen.queryByLabelText('Sign-in code')).not.toBeInTheDocument();

    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.lockedCodeSent);

    await user.type(field('Sign-in code'), '48');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    await user.type(field('Sign-in code'), '2913');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(tokens));
    expect(requests[1]!.body).toEqual({
      email: 'ada@example.com',
      password: 'analytical-engine',
      unlockCode: '482913',
    });
  });

  it('hands the tokens on after a successful sign-in, and says so when that fails unexpectedly', async () => {
    const tokens = { token: 'access-1', refreshToken: 'refresh-1', user: createUserProfile() };
    const { requests } = stubApi({ 'POST /auth/login': () => okEnvelope(tokens) });
    const { user, onAuthenticated } = renderPanel();
    onAuthenticated.mockRejectedValueOnce(new Error('boom'));

    await user.type(field('Email'), '  Ada@Example.com ');
    await user.type(field('Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.unexpected);
    expect(requests[0]!.body).toEqual({ email: 'ada@example.com', password: 'analytical-engine' });
    expect(onAuthenticated).toHaveBeenCalledWith(tokens);
  });

  it('moves an unconfirmed account to the verification screen with the server message', async () => {
    stubApi({
      'POST /auth/login': () => failEnvelope(403, ERROR_CODES.userNotConfirmed, AUTH_MESSAGES.unconfirmed),
    });
    const { user } = renderPanel();

    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.unconfirmed)).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
  });

  it('keeps Remember me fixed and explained', () => {
    renderPanel();
    expect(screen.getByLabelText('Remember me')).toBeDisabled();
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });
});

describe('forgot password', () => {
  it('mails a code, sets the new password with it, and returns to Sign In with the address filled in', async () => {
    const { requests } = stubApi({
      'POST /auth/forgot-password': () => okEnvelope(null),
      'POST /auth/reset-password': () => okEnvelope(null),
    });
    const { user } = renderPanel();
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(heading()).toHaveTextContent('Reset Password');
    expect(field('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetCodeSent)).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();

    await user.keyboard('123456');
    await user.type(field('New password'), 'Fresh-Harbour-61');
    await user.type(field('Confirm new password'), 'Fresh-Harbour-62');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.passwordsDoNotMatch);

    await user.clear(field('Confirm new password'));
    await user.type(field('Confirm new password'), 'Fresh-Harbour-61');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(AUTH_MESSAGES.passwordReset)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Welcome Back');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ['/auth/forgot-password', { email: 'ada@example.com' }],
      [
        '/auth/reset-password',
        {
          email: 'ada@example.com',
          code: '123456',
          password: 'Fresh-Harbour-61',
          confirmPassword: 'Fresh-Harbour-61',
        },
      ],
    ]);
  });

  it('shows the server’s message for a wrong code and keeps the form', async () => {
    stubApi({
      'POST /auth/forgot-password': () => okEnvelope(null),
      'POST /auth/reset-password': () =>
        failEnvelope(400, ERROR_CODES.verificationFailed, AUTH_MESSAGES.resetCodeInvalid),
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByText(AUTH_MESSAGES.resetCodeSent);
    await user.keyboard('000000');
    await user.type(field('New password'), 'Fresh-Harbour-61');
    await user.type(field('Confirm new password'), 'Fresh-Harbour-61');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetCodeInvalid);
    expect(heading()).toHaveTextContent('Reset Password');

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(heading()).toHaveTextContent('Welcome Back');
  });
});
