import { useEffect, useId, useState, type FormEvent } from 'react';
import { TextField } from '#components/ui/text-field';
import { isApiError } from '#lib/api-error';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import { AUTH_MESSAGES, type AuthTokens } from '#shared/schemas/auth';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import type { AuthMode } from '../navigation/auth-entry';
import {
  FIELD_ORDER,
  validateSignIn,
  validateSignUp,
  type CredentialsValues,
  type FieldErrors,
} from './credentials-validation';
import { failureText } from './failure-text';
import { PasswordField } from './password-field';
import { SignInOptions } from './sign-in-options';

/** What the verification screen needs to confirm the address and then sign the account in. */
export interface PendingVerification {
  email: string;
  password: string;
  name?: string;
  /** Shown above the code boxes, e.g. why a sign-in ended up here. */
  notice: string | null;
  /** The form to return to with Change Email. */
  from: AuthMode;
}

interface CredentialsFormProps {
  mode: AuthMode;
  values: CredentialsValues;
  onValuesChange: (values: CredentialsValues) => void;
  guestAttemptId: string | null;
  referralCode: string | undefined;
  onAuthenticated: (tokens: AuthTokens) => Promise<void>;
  onVerificationNeeded: (pending: PendingVerification) => void;
  /** After Change Email the address is what needs fixing, so the caret goes there. */
  focusEmailOnMount?: boolean;
  onForgotPassword: () => void;
  /** Shown above the form, e.g. after a password reset. */
  notice?: string | null;
}

function submitLabel(signUp: boolean, busy: boolean): string {
  if (signUp) return busy ? 'Creating Account…' : 'Create Account';
  return busy ? 'Signing In…' : 'Sign In';
}

export function CredentialsForm(props: CredentialsFormProps) {
  const {
    mode,
    values,
    onValuesChange,
    guestAttemptId,
    referralCode,
    onAuthenticated,
    onVerificationNeeded,
    focusEmailOnMount = false,
    onForgotPassword,
    notice = null,
  } = props;
  const ids = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [completing, setCompleting] = useState(false);
  // Set once the API says sign-in for this email is locked and a sign-in code was mailed.
  const [unlockCode, setUnlockCode] = useState<string | null>(null);
  const [unlockError, setUnlockError] = useState<string | null>(null);
  const login = useLogin();
  const register = useRegister();
  const busy = login.isPending || register.isPending || completing;
  const signUp = mode === 'sign-up';
  const fieldId = (field: string) => `${ids}-${field}`;
  const emailId = fieldId('email');

  useEffect(() => {
    if (focusEmailOnMount) document.getElementById(emailId)?.focus();
  }, [focusEmailOnMount, emailId]);

  function update<K extends keyof CredentialsValues>(field: K, value: CredentialsValues[K]) {
    onValuesChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  function reject(fieldErrors: FieldErrors, message: string | null) {
    setErrors(fieldErrors);
    setFormError(message);
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function complete(tokens: AuthTokens) {
    setCompleting(true);
    try {
      await onAuthenticated(tokens);
    } catch {
      setCompleting(false);
      setFormError(ERROR_MESSAGES.unexpected);
    }
  }

  async function submitSignIn() {
    const checked = validateSignIn(values);
    if (!checked.ok) return reject(checked.errors, checked.formError);
    if (unlockCode !== null && !/^\d{6}$/.test(unlockCode)) {
      setUnlockError('Enter the 6-digit code from the email.');
      document.getElementById(fieldId('unlockCode'))?.focus();
      return;
    }
    setUnlockError(null);
    let tokens: AuthTokens;
    try {
      tokens = await login.mutateAsync(unlockCode ? { ...checked.body, unlockCode } : checked.body);
    } catch (error) {
      if (isApiError(error) && error.serverMessage === AUTH_MESSAGES.lockedCodeSent) {
        setUnlockCode((current) => current ?? '');
        setFormError(AUTH_MESSAGES.lockedCodeSent);
        return;
      }
      if (isApiError(error) && error.code === ERROR_CODES.userNotConfirmed) {
        // The API has just sent a fresh code; finishing verification signs the learner in.
        onVerificationNeeded({
          email: checked.body.email,
          password: checked.body.password,
          notice: error.serverMessage ?? AUTH_MESSAGES.unconfirmed,
          from: 'sign-in',
        });
        return;
      }
      setFormError(failureText(error, ERROR_MESSAGES.loginFailed));
      return;
    }
    await complete(tokens);
  }

  async function submitSignUp() {
    const checked = validateSignUp(values, { guestAttemptId, referralCode });
    if (!checked.ok) return reject(checked.errors, checked.formError);
    try {
      await register.mutateAsync(checked.body);
    } catch (error) {
      setFormError(failureText(error, ERROR_MESSAGES.signupFailed));
      return;
    }
    onVerificationNeeded({
      email: checked.body.email,
      password: checked.body.password,
      name: checked.body.name,
      notice: null,
      from: 'sign-up',
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    void (signUp ? submitSignUp() : submitSignIn());
  }

  const termsErrorId = `${fieldId('acceptedTerms')}-error`;
  return (
    <form className="stack" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {notice && (
        <p className="alert alert--success" role="status">
          {notice}
        </p>
      )}
      {signUp && (
        <TextField
          id={fieldId('name')}
          label="Full name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
          error={errors.name}
          required
        />
      )}
      <TextField
        id={fieldId('email')}
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
        required
      />
      <PasswordField
        id={fieldId('password')}
        label="Password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        value={values.password}
        onChange={(value) => update('password', value)}
        error={errors.password}
        hint={signUp ? 'At least 8 characters.' : undefined}
      />
      {!signUp && unlockCode !== null && (
        <TextField
          id={fieldId('unlockCode')}
          label="Sign-in code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={unlockCode}
          onChange={(event) => setUnlockCode(event.target.value.replace(/\D/g, ''))}
          error={unlockError}
          hint="The code we emailed you. It expires in 15 minutes."
        />
      )}
      {signUp && (
        <PasswordField
          id={fieldId('confirmPassword')}
          label="Confirm password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(value) => update('confirmPassword', value)}
          error={errors.confirmPassword}
        />
      )}
      {signUp ? (
        <div className="check-field">
          <input
            id={fieldId('acceptedTerms')}
            type="checkbox"
            checked={values.acceptedTerms}
            onChange={(event) => update('acceptedTerms', event.target.checked)}
            aria-invalid={errors.acceptedTerms ? true : undefined}
            aria-describedby={errors.acceptedTerms ? termsErrorId : undefined}
          />
          <label htmlFor={fieldId('acceptedTerms')}>I agree to the Terms of Service and Privacy Policy</label>
          {errors.acceptedTerms && (
            <p id={termsErrorId} className="field__error check-field__error">
              {errors.acceptedTerms}
            </p>
          )}
        </div>
      ) : (
        <SignInOptions onForgotPassword={onForgotPassword} />
      )}
      {formError && (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {submitLabel(signUp, busy)}
      </button>
    </form>
  );
}
