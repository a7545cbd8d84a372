import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { ProgressBar } from '#components/ui/progress-bar';
import { guestAttemptStorage } from '#lib/token-storage';
import { ERROR_MESSAGES } from '#shared/messages';
import { ASSESSMENT_POLL_MS, useAssessmentFeedback } from '../api/assessment-api';

const STEPS = [
  'Checking your answers',
  'Scoring each dimension',
  'Finding your thinking style',
  'Choosing where you should start',
];

/** Polls for the result every 3 s, showing how far along it is, then moves on to the results. */
export function ProcessingScreen() {
  const [params] = useSearchParams();
  const attemptId = params.get('attemptId') ?? guestAttemptStorage.get() ?? '';
  const feedback = useAssessmentFeedback(attemptId, true);
  const [step, setStep] = useState(0);

  useEffect(() => {
    const timer = setInterval(
      () => setStep((s) => Math.min(STEPS.length - 1, s + 1)),
      ASSESSMENT_POLL_MS / 2,
    );
    return () => clearInterval(timer);
  }, []);

  if (!attemptId) return <Navigate to="/assessment/results" replace />;
  if (feedback.data)
    return <Navigate to={`/assessment/results?attemptId=${encodeURIComponent(attemptId)}`} replace />;
  return (
    <Page title="Analyzing your answers" lead="This takes a few seconds.">
      <div className="card processing" role="status" aria-live="polite">
        {feedback.isError ? (
          <p className="alert alert--error">{ERROR_MESSAGES.assessmentResultsMissing}</p>
        ) : (
          <>
            <ProgressBar
              value={step + 1}
              max={STEPS.length}
              label="Scoring progress"
              valueText={STEPS[step]}
            />
            <p>{STEPS[step]}…</p>
          </>
        )}
      </div>
    </Page>
  );
}
