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
import type { PendingVerification } from './credentials-form';
import { VerificationScreen } from './verification-screen';

const PENDING: PendingVerification = {
  email: 'ada@example.com',
  password: 'analytical-engine',
  name: 'Ada Lovelace',
  notice: null,
  from: 'sign-up',
};

function renderScreen({
  guestAttemptId = null as string | null,
  referralCode = undefined as string | undefined,
} = {}) {
  const onAuthenticated = vi.fn(async () => undefined);
  const onChangeEmail = vi.fn();
  const user = userEvent.setup();
  renderWithRouter(
    <VerificationScreen
      pending={PENDING}
      guestAttemptId={guestAttemptId}
      referralCode={referralCode}
      onAuthenticated={onAuthenticated}
      onChangeEmail={onChangeEmail}
    />,
  );
  return { user, onAuthenticated, onChangeEmail };
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);
const boxValues = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');
const verifyButton = () => screen.getByRole('button', { name: 'Verify Email' });

describe('verification code boxes', () => {
  it('are six numeric, labelled boxes with the expiry note, focused on the first', () => {
    renderScreen();

    for (const n of [1, 2, 3, 4, 5, 6]) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveFocus();
    expect(screen.getByText('Code expires in 10 minutes')).toBeInTheDocument();
  });

  it('advance on each digit, ignore letters, and enable Verify only when all six are filled', async () => {
    const { user } = renderScreen();
    expect(verifyButton()).toBeDisabled();

    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x');
    expect(box(2)).toHaveValue('');
    await user.keyboard('2345');
    expect(verifyButton()).toBeDisabled();
    await user.keyboard('6');

    expect(boxValues()).toBe('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('move back and clear the previous digit on Backspace in an empty box', async () => {
    const { user } = renderScreen();
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');

    expect(box(3)).toHaveFocus();
    expect(boxValues()).toBe('12');
  });

  it('spread a pasted 6-digit code over all boxes, whichever box it lands in', async () => {
    const { user } = renderScreen();
    await user.click(box(3));

    await user.paste('48 21 07');

    expect(boxValues()).toBe('482107');
    expect(box(6)).toHaveFocus();
    expect(verifyButton()).toBeEnabled();
  });

  it('asks for the complete code when Enter is pressed too early', async () => {
    const { requests } = stubApi({});
    const { user } = renderScreen();

    await user.keyboard('12{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.verificationCodeIncomplete);
    expect(box(3)).toHaveFocus();
    expect(requests).toHaveLength(0);
  });
});

describe('verifying', () => {
  it('sends the code with the sign-up data again, forgets the guest attempt and hands on the tokens', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.guestAttemptId, '01JATTEMPT');
    const tokens = { token: 'access-1', refreshToken: 'refresh-1', user: createUserProfile() };
    const { requests } = stubApi({ 'POST /auth/verify': () => okEnvelope(tokens) });
    const { user, onAuthenticated } = renderScreen({
      guestAttemptId: '01JATTEMPT',
      referralCode: 'FRIEND42',
    });

    await user.keyboard('123456');
    await user.click(verifyButton());

    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(tokens));
    expect(requests[0]!.body).toEqual({
      email: 'ada@example.com',
      verificationCode: '123456',
      signUpData: {
        password: 'analytical-engine',
        name: 'Ada Lovelace',
        guestAttempId: '01JATTEMPT',
        referralCode: 'FRIEND42',
      },
    });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.guestAttemptId)).toBeNull();
  });

  it('shows the server text for a wrong code and clears the boxes for another try', async () => {
    stubApi({
      'POST /auth/verify': () =>
        failEnvelope(400, ERROR_CODES.verificationFailed, ERROR_MESSAGES.verificationFailed),
    });
    const { user, onAuthenticated } = renderScreen();

    await user.keyboard('000000');
    await user.click(verifyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.verificationFailed);
    expect(boxValues()).toBe('');
    expect(box(1)).toHaveFocus();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    stubApi({ 'POST /auth/verify': () => jsonResponse({ success: false, data: null, message: null }, 400) });
    const { user } = renderScreen();

    await user.keyboard('000000');
    await user.click(verifyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.verificationFailed);
  });
});

describe('resend and change email', () => {
  it('resends the code and confirms it', async () => {
    const { requests } = stubApi({
      'POST /auth/resend-code': () => okEnvelope({ codeExpiresAt: '2030-01-01T00:10:00.000Z' }),
    });
    const { user } = renderScreen();

    await user.click(screen.getByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByText(AUTH_MESSAGES.codeResent)).toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ email: 'ada@example.com' });
  });

  it('says "Failed to resend code" when the server refuses without a message', async () => {
    stubApi({
      'POST /auth/resend-code': () => jsonResponse({ success: false, data: null, message: null }, 500),
    });
    const { user } = renderScreen();

    await user.click(screen.getByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByText(ERROR_MESSAGES.resendFailed)).toBeInTheDocument();
  });

  it('goes back to the form with Change Email', async () => {
    const { user, onChangeEmail } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(onChangeEmail).toHaveBeenCalledTimes(1);
  });
});
