import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '#components/ui/text-field';
import { PASSWORD_MIN_LENGTH } from '#shared/constants';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '#shared/messages';
import { AUTH_MESSAGES, emailSchema, verificationCodeSchema } from '#shared/schemas/auth';
import { useRequestPasswordReset, useResetPassword } from '../api/reset-password';
import { CodeInput, EMPTY_CODE } from './code-input';
import { failureText } from './failure-text';
import { PasswordField } from './password-field';

interface PasswordResetFormProps {
  initialEmail: string;
  /** The password is set: back to Sign In with the address filled in. */
  onDone: (email: string) => void;
  onCancel: () => void;
}

/** Forgot password: a code mailed to the address, then the code and a new password. */
export function PasswordResetForm({ initialEmail, onDone, onCancel }: PasswordResetFormProps) {
  const ids = useId();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState<string[]>([...EMPTY_CODE]);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const boxRefs = useRef<Array<HTMLInputElement | null>>([]);
  const request = useRequestPasswordReset();
  const reset = useResetPassword();

  useEffect(() => {
    if (sentTo) boxRefs.current[0]?.focus();
    else document.getElementById(`${ids}-email`)?.focus();
  }, [sentTo, ids]);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.emailInvalid);
      return;
    }
    setError(null);
    try {
      await request.mutateAsync({ email: parsed.data });
      setDigits([...EMPTY_CODE]);
      setSentTo(parsed.data);
    } catch (failure) {
      setError(failureText(failure, ERROR_MESSAGES.unexpected));
    }
  }

  async function submitReset(event?: FormEvent) {
    event?.preventDefault();
    if (!sentTo || reset.isPending) return;
    const code = verificationCodeSchema.safeParse(digits.join(''));
    if (!code.success) return setError(VALIDATION_MESSAGES.verificationCodeIncomplete);
    if (password.length < PASSWORD_MIN_LENGTH) return setError(VALIDATION_MESSAGES.passwordTooShort);
    if (password !== confirm) return setError(VALIDATION_MESSAGES.passwordsDoNotMatch);
    setError(null);
    try {
      await reset.mutateAsync({ email: sentTo, code: code.data, password, confirmPassword: confirm });
      onDone(sentTo);
    } catch (failure) {
      setError(failureText(failure, AUTH_MESSAGES.resetCodeInvalid));
    }
  }

  const errorText = error && (
    <p className="alert alert--error" role="alert">
      {error}
    </p>
  );

  if (!sentTo) {
    return (
      <form className="stack" noValidate onSubmit={(event) => void sendCode(event)}>
        <p className="auth-card__text">
          Enter the email you signed up with and we will send you a 6-digit code.
        </p>
        <TextField
          id={`${ids}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {errorText}
        <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send Code'}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          Back to sign in
        </button>
      </form>
    );
  }

  return (
    <form className="stack" noValidate onSubmit={(event) => void submitReset(event)}>
      <p className="alert alert--info" role="status">
        {AUTH_MESSAGES.resetCodeSent}
      </p>
      <p className="auth-card__text">
        Enter the code sent to <strong className="auth-card__email">{sentTo}</strong> and choose a new
        password.
      </p>
      <CodeInput
        digits={digits}
        onChange={setDigits}
        onSubmitRequest={() => void submitReset()}
        boxRefs={boxRefs}
      />
      <PasswordField
        id={`${ids}-password`}
        label="New password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <PasswordField
        id={`${ids}-confirm`}
        label="Confirm new password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      {errorText}
      <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting…' : 'Reset Password'}
      </button>
      <div className="auth-card__secondary-actions">
        <button
          type="button"
          className="link-button"
          onClick={() => void sendCode()}
          disabled={request.isPending}
        >
          Send a new code
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
