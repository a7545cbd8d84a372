import { useId } from 'react';

/**
 * Remember me and Forgot password. Sessions always last until Sign Out, so the box says so
 * instead of pretending to choose; Forgot password opens the reset by email code.
 */
export function SignInOptions({ onForgotPassword }: { onForgotPassword: () => void }) {
  const ids = useId();
  return (
    <div className="auth-options">
      <div className="check-field">
        <input id={`${ids}-remember`} type="checkbox" checked disabled aria-describedby={`${ids}-hint`} />
        <label htmlFor={`${ids}-remember`}>Remember me</label>
      </div>
      <button type="button" className="link-button" onClick={onForgotPassword}>
        Forgot password?
      </button>
      <p id={`${ids}-hint`} className="field__hint auth-options__hint">
        This device keeps you signed in until you sign out.
      </p>
    </div>
  );
}
