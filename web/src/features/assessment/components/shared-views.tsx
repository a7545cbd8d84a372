import { Link, useParams } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { ERROR_MESSAGES } from '#shared/messages';
import { useAssessmentFeedback, useSnapshot } from '../api/assessment-api';
import { SnapshotCard } from './snapshot-card';

function TakeItYourself() {
  return (
    <p className="page__actions">
      <Link className="button button--primary" to="/initial-assessment">
        Take the free assessment
      </Link>
    </p>
  );
}

/** /s/{snapshotId}: a public snapshot. */
export function PublicSnapshotPage() {
  const { snapshotId = '' } = useParams();
  const snapshot = useSnapshot(snapshotId);
  let body;
  if (!snapshotId)
    body = (
      <p className="alert alert--error" role="alert">
        {ERROR_MESSAGES.snapshotIdMissing}
      </p>
    );
  else if (snapshot.isPending) body = <LoadingState label="Loading the snapshot…" />;
  else if (snapshot.isError)
    body = (
      <p className="alert alert--error" role="alert">
        {ERROR_MESSAGES.snapshotNotFound}
      </p>
    );
  else body = <SnapshotCard snapshot={snapshot.data} />;
  return (
    <Page title="Cognitive Snapshot" lead="A shared summary of one learner's thinking style.">
      {body}
      <TakeItYourself />
    </Page>
  );
}

/** /share/feedback/{attemptId}: the shared result of an attempt. */
export function SharedFeedbackPage() {
  const { attemptId = '' } = useParams();
  const feedback = useAssessmentFeedback(attemptId, false);
  let body;
  if (feedback.isPending) body = <LoadingState label="Loading the results…" />;
  else if (feedback.isError || !feedback.data) {
    body = (
      <p className="alert alert--error" role="alert">
        {ERROR_MESSAGES.snapshotNotFound}
      </p>
    );
  } else body = <SnapshotCard snapshot={feedback.data} />;
  return (
    <Page title="Shared Assessment Results" lead="Assessment feedback someone shared with you.">
      {body}
      <TakeItYourself />
    </Page>
  );
}
