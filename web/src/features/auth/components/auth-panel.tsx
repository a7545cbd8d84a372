import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '#components/layout/page';
import { guestAttemptStorage, redirectPathStorage } from '#lib/token-storage';
import { PRODUCT_NAME } from '#shared/constants';
import { AUTH_MESSAGES, type AuthTokens } from '#shared/schemas/auth';
import { initialAuthMode, referralCodeFrom, type AuthMode } from '../navigation/auth-entry';
import { googleSignInUrl } from '../navigation/google-sign-in-url';
import { CredentialsForm, type PendingVerification } from './credentials-form';
import { EMPTY_CREDENTIALS, type CredentialsValues } from './credentials-validation';
import { GoogleIcon } from './google-icon';
import { PasswordResetForm } from './password-reset-form';
import { VerificationScreen } from './verification-screen';

interface AuthPanelProps {
  /** Starts the session with the new tokens and moves on; rejects if that fails. */
  onAuthenticated: (tokens: AuthTokens) => Promise<void>;
}

const TITLES: Record<AuthMode | 'verify' | 'reset', { title: string; lead: string }> = {
  'sign-in': { title: 'Welcome Back', lead: 'Sign in to pick up where you left off.' },
  'sign-up': {
    title: 'Create Account',
    lead: 'Save your progress, earn XP and follow a learning path made for how you think.',
  },
  verify: { title: 'Verify Your Email', lead: 'One last step before you start.' },
  reset: { title: 'Reset Password', lead: 'We will email you a code to choose a new one.' },
};

/** The /login page body: sign in, create an account, then confirm the emailed code. */
export function AuthPanel({ onAuthenticated }: AuthPanelProps) {
  const [searchParams] = useSearchParams();
  const [guestAttemptId] = useState(() => guestAttemptStorage.get());
  const [mode, setMode] = useState<AuthMode>(() => initialAuthMode(searchParams, guestAttemptId));
  const [values, setValues] = useState<CredentialsValues>(EMPTY_CREDENTIALS);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const referralCode = referralCodeFrom(searchParams);
  const [resetting, setResetting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { title, lead } = TITLES[pending ? 'verify' : resetting ? 'reset' : mode];
  useDocumentTitle(title);

  const [returnedToChangeEmail, setReturnedToChangeEmail] = useState(false);

  function changeEmail() {
    if (!pending) return;
    setMode(pending.from);
    setPending(null);
    setReturnedToChangeEmail(true);
  }

  const googleHref = googleSignInUrl({
    guestAttemptId,
    finalRedirect: redirectPathStorage.get(),
    referralCode,
  });

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <header className="auth-card__header">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          <p className="auth-card__lead">{lead}</p>
        </header>
        {resetting ? (
          <PasswordResetForm
            initialEmail={values.email}
            onCancel={() => setResetting(false)}
            onDone={(email) => {
              setValues({ ...values, email, password: '', confirmPassword: '' });
              setMode('sign-in');
              setNotice(AUTH_MESSAGES.passwordReset);
              setResetting(false);
            }}
          />
        ) : pending ? (
          <VerificationScreen
            pending={pending}
            guestAttemptId={guestAttemptId}
            referralCode={referralCode}
            onAuthenticated={onAuthenticated}
            onChangeEmail={changeEmail}
          />
        ) : (
          <>
            <CredentialsForm
              // A fresh form per mode, so errors of one never linger in the other.
              key={mode}
              mode={mode}
              values={values}
              onValuesChange={setValues}
              guestAttemptId={guestAttemptId}
              referralCode={referralCode}
              onAuthenticated={onAuthenticated}
              onVerificationNeeded={setPending}
              focusEmailOnMount={returnedToChangeEmail}
              onForgotPassword={() => {
                setNotice(null);
                setResetting(true);
              }}
              notice={mode === 'sign-in' ? notice : null}
            />
            <p className="auth-card__divider">
              <span>or</span>
            </p>
            {/* A real navigation: the API answers with a redirect to Google. */}
            <a className="button button--google button--block" href={googleHref}>
              <GoogleIcon />
              Sign in with Google
            </a>
            <p className="auth-card__switch">
              {mode === 'sign-in' ? `New to ${PRODUCT_NAME}?` : 'Already have an account?'}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
              >
                {mode === 'sign-in' ? 'Create an account' : 'Sign in instead'}
              </button>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
