import { useEffect, useState } from 'react';
import { REPLY_STALE_SECONDS } from '#shared/constants';
import { SCENARIO_TEXTS } from '#shared/schemas/scenarios';
import { retryReply } from '../api/scenario-actions';

interface DelayedReplyProps {
  scenarioId: string;
  awaitingReply: boolean;
  /** The server already found the wait stale when the page loaded. */
  delayedOnLoad: boolean;
}

type RetryState = 'idle' | 'sending' | 'sent' | 'error';

/**
 * A tutor reply normally lands within seconds. When one has not after REPLY_STALE_SECONDS,
 * the learner is told and may ask again, instead of facing a reply box that never opens.
 */
export function DelayedReply({ scenarioId, awaitingReply, delayedOnLoad }: DelayedReplyProps) {
  const [late, setLate] = useState(delayedOnLoad);
  const [state, setState] = useState<RetryState>('idle');

  useEffect(() => {
    if (!awaitingReply) {
      setLate(false);
      setState('idle');
      return;
    }
    const timer = setTimeout(() => setLate(true), REPLY_STALE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [awaitingReply]);

  if (!awaitingReply || !late) return null;

  const retry = () => {
    setState('sending');
    retryReply(scenarioId).then(
      () => setState('sent'),
      () => setState('error'),
    );
  };

  return (
    <div className="alert alert--info dialogue__delayed" role="status">
      <p>
        {SCENARIO_TEXTS.replyDelayed}{' '}
        {state === 'sent' && 'We asked the tutor again; the reply will appear here.'}
        {state === 'error' && 'Asking again failed. Check your connection and retry.'}
      </p>
      {state !== 'sent' && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={retry}
          disabled={state === 'sending'}
        >
          {state === 'sending' ? 'Retrying…' : 'Retry'}
        </button>
      )}
    </div>
  );
}
