import { useId, useState, type FormEvent } from 'react';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '#shared/messages';
import { PLAN_TIERS, type PlanTier } from '#shared/constants';
import { isApiError } from '#lib/api-error';
import { useJoinWaitlist } from '../api/landing-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email and tier; idle, submitting, success or error (spec section 4). */
export function WaitlistForm() {
  const join = useJoinWaitlist();
  const [email, setEmail] = useState('');
  const [tier, setTier] = useState<PlanTier>('Strategist');
  const [invalid, setInvalid] = useState<string | null>(null);
  const emailId = useId();
  const tierId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setInvalid(VALIDATION_MESSAGES.waitlistEmailRequired);
    if (!EMAIL.test(value)) return setInvalid(VALIDATION_MESSAGES.waitlistEmailInvalid);
    setInvalid(null);
    join.mutate({ email: value, tier });
  };

  if (join.isSuccess) {
    return (
      <p className="alert alert--success" role="status">
        You're on the list for {tier}. We'll email {email.trim()} when there is news.
      </p>
    );
  }
  const failure = join.isError
    ? isApiError(join.error) && join.error.status > 0
      ? ERROR_MESSAGES.waitlistFailed
      : ERROR_MESSAGES.unexpected
    : null;
  return (
    <form className="waitlist" onSubmit={submit} noValidate>
      <div className="waitlist__field">
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="waitlist__field">
        <label htmlFor={tierId}>Plan</label>
        <select id={tierId} value={tier} onChange={(event) => setTier(event.target.value as PlanTier)}>
          {PLAN_TIERS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={join.isPending}>
        {join.isPending ? 'Joining…' : 'Join the Waitlist'}
      </button>
      {(invalid ?? failure) && (
        <p id={errorId} className="waitlist__error" role="alert">
          {invalid ?? failure}
        </p>
      )}
    </form>
  );
}
