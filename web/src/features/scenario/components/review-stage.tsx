import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ScenarioDetail } from '#shared/schemas/scenarios';
import { ChatLog } from './chat-log';

interface ReviewStageProps {
  scenario: ScenarioDetail;
  restarting: boolean;
  onRestart: () => void;
}

/**
 * A finished scenario read back: the whole conversation and its outcome, with nothing that
 * runs (no timer, no pause, no reply box, no waiting for the tutor).
 */
export function ReviewStage({ scenario, restarting, onRestart }: ReviewStageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const outcome = scenario.feedback;
  return (
    <div className="review">
      <section className="card review__outcome" aria-labelledby="review-title">
        <h2 id="review-title" className="completion__title" tabIndex={-1} ref={heading}>
          Completed: {outcome?.understandingScore ?? 0}% understanding
        </h2>
        {outcome?.lessonLearned && (
          <div>
            <h3 className="completion__label">Lesson Learned</h3>
            <p>{outcome.lessonLearned}</p>
          </div>
        )}
        <div className="completion__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={onRestart}
            disabled={restarting}
          >
            {restarting ? 'Starting…' : 'Restart Scenario'}
          </button>
          <Link className="button button--primary" to="/dashboard">
            Back to Dashboard
          </Link>
        </div>
      </section>
      <section className="review__transcript" aria-labelledby="review-transcript-title">
        <h2 id="review-transcript-title" className="card__title">
          Transcript
        </h2>
        <ChatLog messages={scenario.messages} awaitingReply={false} partial="" />
      </section>
    </div>
  );
}
