import { Link } from 'react-router-dom';
import { LoadingState } from '#components/ui/loading-state';
import { formatLongDate } from '#lib/format-date';
import { NON_PREMIUM_CHALLENGE_HISTORY_LIMIT } from '#shared/constants';
import type { ChallengeHistoryEntry } from '#shared/schemas/challenges';
import { useCloseChallenge } from '../api/close-challenge';
import { useChallengeHistory } from '../api/get-challenge-history';
import { UpgradePrompt } from './upgrade-prompt';

export const CHALLENGES_TAB_TEXTS = {
  empty: 'No challenges yet. Finish a scenario and use Challenge a Friend on its completion page.',
  loadFailed: 'Your challenges could not be loaded.',
  closeFailed: 'The challenge could not be closed. It is open again.',
} as const;

function HistoryItem({
  entry,
  onClose,
  closing,
}: {
  entry: ChallengeHistoryEntry;
  onClose: (shareableId: string) => void;
  closing: boolean;
}) {
  const open = entry.status === 'OPEN';
  return (
    <li className="history-item">
      <div>
        <h3 className="history-item__title">
          {entry.scenarioTitle}{' '}
          <span className={open ? 'status-pill' : 'status-pill status-pill--closed'}>{entry.status}</span>
        </h3>
        <p className="history-item__meta">
          {entry.isCreator ? 'Created by you' : `Created by ${entry.createdByUserName}`} ·{' '}
          {formatLongDate(entry.createdAt) ?? ''} · Your score:{' '}
          {entry.yourScore === null ? 'Pending' : `${entry.yourScore}%`}
        </p>
      </div>
      <div className="history-item__actions">
        <Link
          className="button button--secondary"
          to={`/challenge/${encodeURIComponent(entry.shareableId)}`}
          aria-label={`View challenge: ${entry.scenarioTitle}`}
        >
          View
        </Link>
        {entry.isCreator && open && (
          <button
            type="button"
            className="button button--secondary"
            disabled={closing}
            onClick={() => onClose(entry.shareableId)}
            aria-label={`Close challenge: ${entry.scenarioTitle}`}
          >
            Close
          </button>
        )}
      </div>
    </li>
  );
}

/** The learner's challenges, newest first; free learners see the most recent five. */
export function ChallengesTab() {
  const history = useChallengeHistory();
  const close = useCloseChallenge();
  if (history.isPending) return <LoadingState label="Loading your challenges…" />;
  if (history.isError) {
    return (
      <div>
        <p className="alert alert--error" role="alert">
          {CHALLENGES_TAB_TEXTS.loadFailed}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { entries, hasMore } = history.data;
  return (
    <div className="challenges-tab">
      {close.isError && (
        <p className="alert alert--error" role="alert">
          {CHALLENGES_TAB_TEXTS.closeFailed}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="tab-note">{CHALLENGES_TAB_TEXTS.empty}</p>
      ) : (
        <ul className="history-list" aria-label="Your challenges">
          {entries.map((entry) => (
            <HistoryItem
              key={entry.shareableId}
              entry={entry}
              closing={close.isPending && close.variables === entry.shareableId}
              onClose={(id) => close.mutate(id)}
            />
          ))}
        </ul>
      )}
      {hasMore && (
        <UpgradePrompt
          title="See every challenge with Premium"
          text={`Free members see their ${NON_PREMIUM_CHALLENGE_HISTORY_LIMIT} most recent challenges. Upgrade to Premium to see your whole history.`}
        />
      )}
    </div>
  );
}
