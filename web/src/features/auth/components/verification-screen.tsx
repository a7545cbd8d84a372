import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { guestAttemptStorage } from '#lib/token-storage';
import { VERIFICATION_CODE_TTL_MINUTES } from '#shared/constants';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '#shared/messages';
import { AUTH_MESSAGES, verificationCodeSchema, type AuthTokens } from '#shared/schemas/auth';
import { useResendCode } from '../api/resend-code';
import { useVerifyEmail } from '../api/verify-email';
import { CodeInput, EMPTY_CODE } from './code-input';
import type { PendingVerification } from './credentials-form';
import { failureText } from './failure-text';

interface VerificationScreenProps {
  pending: PendingVerification;
  guestAttemptId: string | null;
  referralCode: string | undefined;
  onAuthenticated: (tokens: AuthTokens) => Promise<void>;
  onChangeEmail: () => void;
}

type ResendState = { kind: 'sent' | 'failed'; text: string } | null;

export function VerificationScreen(props: VerificationScreenProps) {
  const { pending, guestAttemptId, referralCode, onAuthenticated, onChangeEmail } = props;
  const ids = useId();
  const [digits, setDigits] = useState<string[]>([...EMPTY_CODE]);
  const [error, setError] = useState<string | null>(null);
  const [resendState, setResendState] = useState<ResendState>(null);
  const [completing, setCompleting] = useState(false);
  const boxRefs = useRef<Array<HTMLInputElement | null>>([]);
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const complete = digits.every((digit) => digit !== '');
  const busy = verify.isPending || completing;

  const focusFirstEmpty = (code: readonly string[]) => {
    const index = code.findIndex((digit) => digit === '');
    boxRefs.current[index === -1 ? 0 : index]?.focus();
  };

  // The screen replaces the form the learner was typing in; put them straight into the code.
  useEffect(() => {
    boxRefs.current[0]?.focus();
  }, []);

  async function submit() {
    if (busy) return;
    const code = verificationCodeSchema.safeParse(digits.join(''));
    if (!code.success) {
      setError(VALIDATION_MESSAGES.verificationCodeIncomplete);
      focusFirstEmpty(digits);
      return;
    }
    setError(null);
    let tokens: AuthTokens;
    try {
      tokens = await verify.mutateAsync({
        email: pending.email,
        verificationCode: code.data,
        signUpData: {
          password: pending.password,
          name: pending.name,
          guestAttempId: guestAttemptId ?? undefined,
          referralCode,
        },
      });
    } catch (failure) {
      setError(
        failureText(failure, ERROR_MESSAGES.verificationFailed, ERROR_MESSAGES.verificationUnexpected),
      );
      setDigits([...EMPTY_CODE]);
      boxRefs.current[0]?.focus();
      return;
    }
    // The attempt now belongs to the account; a later sign-up in this tab must not claim it again.
    guestAttemptStorage.clear();
    setCompleting(true);
    try {
      await onAuthenticated(tokens);
    } catch {
      setCompleting(false);
      setError(ERROR_MESSAGES.verificationUnexpected);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  function onResend() {
    setResendState(null);
    resend.mutate(pending.email, {
      onSuccess: () => {
        setResendState({ kind: 'sent', text: AUTH_MESSAGES.codeResent });
        setError(null);
        setDigits([...EMPTY_CODE]);
        boxRefs.current[0]?.focus();
      },
      onError: (failure) =>
        setResendState({
          kind: 'failed',
          text: failureText(failure, ERROR_MESSAGES.resendFailed, ERROR_MESSAGES.resendUnexpected),
        }),
    });
  }

  const errorId = `${ids}-error`;
  const noteId = `${ids}-note`;
  return (
    <form className="stack" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {pending.notice && <p className="alert alert--info">{pending.notice}</p>}
      <p className="auth-card__text">
        We sent a {digits.length}-digit code to <strong className="auth-card__email">{pending.email}</strong>.
        Enter it below to confirm your email address.
      </p>
      <CodeInput
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          if (error) setError(null);
        }}
        onSubmitRequest={() => void submit()}
        readOnly={busy}
        invalid={Boolean(error)}
        describedBy={error ? `${noteId} ${errorId}` : noteId}
        boxRefs={boxRefs}
      />
      <p id={noteId} className="field__hint code-input__note">
        Code expires in {VERIFICATION_CODE_TTL_MINUTES} minutes
      </p>
      {error && (
        <p id={errorId} className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={!complete || busy}>
        {busy ? 'Verifying…' : 'Verify Email'}
      </button>
      <div className="auth-card__secondary-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onResend}
          disabled={resend.isPending || busy}
        >
          {resend.isPending ? 'Sending…' : 'Resend Code'}
        </button>
        <button type="button" className="link-button" onClick={onChangeEmail} disabled={busy}>
          Change Email
        </button>
      </div>
      <p
        className={
          resendState
            ? `alert alert--${resendState.kind === 'sent' ? 'success' : 'error'}`
            : 'visually-hidden'
        }
        role="status"
      >
        {resendState?.text ?? ''}
      </p>
    </form>
  );
}
