import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { guestAttemptStorage } from '#lib/token-storage';
import { ERROR_MESSAGES } from '#shared/messages';
import { useAssessmentFeedback } from '../api/assessment-api';
import { SnapshotCard } from './snapshot-card';

const COPIED_MS = 2500;

function ShareLinks({ attemptId }: { attemptId: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const link = `${window.location.origin}/share/feedback/${attemptId}`;
  const text = 'My cognitive snapshot from Clarity';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="share-links">
      <a
        className="button button--secondary button--small"
        href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`}
        target="_blank"
        rel="noreferrer"
      >
        Share on X
      </a>
      <a
        className="button button--secondary button--small"
        href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`}
        target="_blank"
        rel="noreferrer"
      >
        Share on LinkedIn
      </a>
      <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
        Copy Link
      </button>
      <span role="status" className="share-links__status">
        {copied ? 'Link copied!' : ''}
      </span>
    </div>
  );
}

/** Results of an attempt: the snapshot, sharing, and the next step for a guest or a learner. */
export function ResultsPage({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const attemptId = params.get('attemptId') ?? guestAttemptStorage.get() ?? '';
  const feedback = useAssessmentFeedback(attemptId, false);

  if (attemptId && feedback.isPending) {
    return (
      <Page title="Your Results">
        <LoadingState label="Loading your results…" />
      </Page>
    );
  }
  if (!attemptId || feedback.isError || !feedback.data) {
    return (
      <Page title="Your Results">
        <div className="card">
          <p className="alert alert--error" role="alert">
            {ERROR_MESSAGES.assessmentResultsMissing}
          </p>
          <Link className="button button--primary" to="/initial-assessment">
            Take the assessment
          </Link>
        </div>
      </Page>
    );
  }
  const result = feedback.data;
  return (
    <Page title="Your Results" lead={`Recommended starting point: ${result.recommendedPathName}.`}>
      <div className="results">
        <SnapshotCard snapshot={result} />
        <aside className="results__side">
          <section className="card" aria-labelledby="results-share">
            <h2 id="results-share" className="card__title">
              Share your snapshot
            </h2>
            <ShareLinks attemptId={result.attemptId} />
          </section>
          {signedIn ? (
            <section className="card" aria-labelledby="results-next">
              <h2 id="results-next" className="card__title">
                Your first scenario
              </h2>
              <p className="card__note">It opens your recommended path, {result.recommendedPathName}.</p>
              <Link className="button button--primary" to={`/scenario/${result.firstRecommendedScenarioId}`}>
                Start Your First Scenario
              </Link>
            </section>
          ) : (
            <section className="card" aria-labelledby="results-signup">
              <h2 id="results-signup" className="card__title">
                Keep your results
              </h2>
              <p className="card__note">
                Create a free account to save this snapshot and start the path it recommends,{' '}
                {result.recommendedPathName}.
              </p>
              <Link className="button button--primary" to="/login?from=assessment" reloadDocument>
                Create Free Account
              </Link>
            </section>
          )}
        </aside>
      </div>
    </Page>
  );
}
