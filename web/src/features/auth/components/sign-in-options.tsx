import { useId, useState } from 'react';

/**
 * Remember me and Forgot password, kept honest: sessions always last until Sign Out, so the box
 * says so instead of pretending to choose, and password reset says it has not arrived yet.
 */
export function SignInOptions() {
  const ids = useId();
  const [resetNoteShown, setResetNoteShown] = useState(false);
  return (
    <>
      <div className="auth-options">
        <div className="check-field">
          <input id={`${ids}-remember`} type="checkbox" checked disabled aria-describedby={`${ids}-hint`} />
          <label htmlFor={`${ids}-remember`}>Remember me</label>
        </div>
        <button
          type="button"
          className="link-button"
          aria-expanded={resetNoteShown}
          aria-controls={`${ids}-reset-note`}
          onClick={() => setResetNoteShown((shown) => !shown)}
        >
          Forgot password?
        </button>
        <p id={`${ids}-hint`} className="field__hint auth-options__hint">
          This device keeps you signed in until you sign out.
        </p>
      </div>
      {/* Always in the page, so the live region exists before its text arrives and is announced. */}
      <p
        id={`${ids}-reset-note`}
        className={resetNoteShown ? 'alert alert--info' : 'visually-hidden'}
        role="status"
      >
        {resetNoteShown ? 'Password reset is coming soon. It is not available yet.' : ''}
      </p>
    </>
  );
}
