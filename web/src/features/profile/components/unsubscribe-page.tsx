import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { REMINDER_TEXTS, UNSUBSCRIBE_TOKEN_PATTERN } from '#shared/schemas/reminders';
import { useUnsubscribeReminders } from '../api/unsubscribe-reminders';

interface UnsubscribePageProps {
  /** The secret from the email's link (`?token=`), or null when the link had none. */
  token: string | null;
  signedIn: boolean;
}

const TITLE = 'Daily reminders';

/**
 * Where a reminder email's one-click link lands: the page turns reminders off as it opens
 * (posting the link's secret) and says so, or says why it could not.
 */
export function UnsubscribePage({ token, signedIn }: UnsubscribePageProps) {
  useDocumentTitle(TITLE);
  const unsubscribe = useUnsubscribeReminders();
  const { mutate } = unsubscribe;
  const wellFormed = token !== null && UNSUBSCRIBE_TOKEN_PATTERN.test(token);
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit, even when React mounts the page twice in development.
    if (!wellFormed || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [wellFormed, token, mutate]);

  const settingsLink = (
    <Link className="button button--secondary" to={signedIn ? '/profile?tab=settings' : '/login'}>
      {signedIn ? 'Open profile settings' : 'Sign in to your settings'}
    </Link>
  );

  if (!wellFormed || unsubscribe.isError) {
    const message = !wellFormed ? REMINDER_TEXTS.linkInvalid : unsubscribe.error?.message;
    return (
      <div className="page page--centered">
        <h1 className="page__title">{TITLE}</h1>
        <p className="alert alert--error" role="alert">
          {message}
        </p>
        <p className="page__actions">
          {wellFormed && (
            <button type="button" className="button button--primary" onClick={() => mutate({ token })}>
              Try again
            </button>
          )}
          {settingsLink}
        </p>
      </div>
    );
  }
  if (!unsubscribe.isSuccess) return <LoadingState label="Turning daily reminders off…" />;
  return (
    <div className="page page--centered">
      <h1 className="page__title">{TITLE}</h1>
      <p className="alert alert--success" role="status">
        {REMINDER_TEXTS.unsubscribed}
      </p>
      <p className="page__actions">
        {settingsLink}
        <Link className="button button--primary" to={signedIn ? '/dashboard' : '/'}>
          {signedIn ? 'Go to your dashboard' : 'Go to the home page'}
        </Link>
      </p>
    </div>
  );
}
