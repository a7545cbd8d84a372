import { useId, useState, type FormEvent } from 'react';
import { TextField } from '#components/ui/text-field';
import { confirmEmailBodySchema } from '#shared/schemas/users';
import { useConfirmEmail } from '../api/confirm-email';

interface EmailConfirmationProps {
  currentEmail: string;
  pendingEmail: string;
  onConfirmed?: () => void;
}

/**
 * Shown while a new email waits for its code: the account keeps signing in with the current
 * address until the code from the new one is entered here.
 */
export function EmailConfirmation({ currentEmail, pendingEmail, onConfirmed }: EmailConfirmationProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const confirm = useConfirmEmail({ onConfirmed });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    const parsed = confirmEmailBodySchema.safeParse({ code });
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message ?? null);
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setFormatError(null);
    confirm.mutate(parsed.data);
  }

  return (
    <form
      className="card settings__confirm stack"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="settings__legend">
        Confirm your new email
      </h2>
      <p>
        We sent a 6-digit code to <strong>{pendingEmail}</strong>. Until you enter it, you sign in with{' '}
        {currentEmail}.
      </p>
      <TextField
        id={`${id}-code`}
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={formatError ?? (confirm.isError ? confirm.error.message : null)}
        hint="The code expires in 10 minutes."
        required
      />
      <div className="settings__actions">
        <button type="submit" className="button button--primary" disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming…' : 'Confirm Email'}
        </button>
      </div>
    </form>
  );
}
