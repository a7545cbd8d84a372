import { Link } from 'react-router-dom';
import { Skeleton } from '#components/ui/skeleton';
import { formatLongDate } from '#lib/format-date';
import { useLatestAssessment, useRetakeStatus } from '../api/get-assessment-summary';

/** The profile's snapshot card: the latest thinking style, and a retake only when allowed. */
export function SnapshotSummary() {
  const latest = useLatestAssessment();
  const retake = useRetakeStatus();
  let body;
  if (latest.isPending) body = <Skeleton className="skeleton--row" />;
  else if (latest.isError || !latest.data) {
    body = (
      <>
        <p className="card__note">
          Take the free assessment to get your cognitive snapshot and a recommended path.
        </p>
        <Link className="button button--primary button--small" to="/initial-assessment">
          Take the Assessment
        </Link>
      </>
    );
  } else {
    const result = latest.data;
    const status = retake.data;
    body = (
      <>
        <p className="snapshot-summary__style">{result.thinkingStyle}</p>
        <p className="card__meta">
          {result.score} / 100 · {formatLongDate(result.generatedDate)}
        </p>
        <div className="snapshot-summary__actions">
          <Link
            className="button button--secondary button--small"
            to={`/assessment/results?attemptId=${result.attemptId}`}
          >
            View Results
          </Link>
          <Link className="button button--secondary button--small" to={`/s/${result.snapshotId}`}>
            Public Snapshot
          </Link>
          {status?.canRetake && (
            <Link className="button button--primary button--small" to="/initial-assessment">
              Retake Assessment
            </Link>
          )}
        </div>
        {status && !status.canRetake && (
          <p className="card__meta">
            Retake available
            {status.scenariosToComplete > 0
              ? ` after ${status.scenariosToComplete} more ${status.scenariosToComplete === 1 ? 'scenario' : 'scenarios'}`
              : ''}
            {status.nextEligibleDate ? ` from ${formatLongDate(status.nextEligibleDate)}` : ''}.
          </p>
        )}
      </>
    );
  }
  return (
    <section className="card snapshot-summary" aria-labelledby="profile-snapshot">
      <h2 id="profile-snapshot" className="card__title">
        Cognitive snapshot
      </h2>
      {body}
    </section>
  );
}
