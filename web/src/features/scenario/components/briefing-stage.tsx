import { useEffect, useRef } from 'react';
import type { ScenarioDetail } from '#shared/schemas/scenarios';

interface BriefingStageProps {
  scenario: ScenarioDetail;
  busy: boolean;
  error: string | null;
  onBegin: () => void;
  onReview: () => void;
  onRestart: () => void;
}

const DIFFICULTY: Record<string, string> = { BEGINNER: 'Beginner', INTERMEDIATE: 'Intermediate' };

export function BriefingStage({ scenario, busy, error, onBegin, onReview, onRestart }: BriefingStageProps) {
  const begin = useRef<HTMLButtonElement>(null);
  useEffect(() => begin.current?.focus(), []);
  const finished = scenario.feedback?.isComplete ?? false;
  const inProgress = !finished && scenario.messages.length > 1;
  return (
    <section className="card briefing" aria-labelledby="briefing-title">
      <p className="briefing__meta">
        <span className="briefing__category">{scenario.category}</span>
        <span>{DIFFICULTY[scenario.difficulty] ?? 'Advanced'}</span>
        <span>{scenario.xpReward} XP</span>
        <span>Trains {scenario.skillNames.join(', ')}</span>
      </p>
      <h2 id="briefing-title" className="briefing__title">
        Mission briefing
      </h2>
      <p className="briefing__context">{scenario.context}</p>
      <div className="briefing__objective">
        <h3>Your objective</h3>
        <p>{scenario.objective}</p>
      </div>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="briefing__actions">
        {finished ? (
          <>
            <button type="button" className="button button--secondary" onClick={onReview}>
              Review
            </button>
            <button
              ref={begin}
              type="button"
              className="button button--primary"
              onClick={onRestart}
              disabled={busy}
            >
              {busy ? 'Starting…' : 'Restart Scenario'}
            </button>
          </>
        ) : (
          <button
            ref={begin}
            type="button"
            className="button button--primary button--large"
            onClick={onBegin}
            disabled={busy}
          >
            {busy ? 'Starting…' : inProgress ? 'Continue Scenario' : 'Begin Scenario'}
          </button>
        )}
      </div>
    </section>
  );
}
