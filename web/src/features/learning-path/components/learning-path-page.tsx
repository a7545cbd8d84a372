import { Link } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { ProgressBar } from '#components/ui/progress-bar';
import { isApiError } from '#lib/api-error';
import { ERROR_MESSAGES } from '#shared/messages';
import type { ScenarioSummary } from '#shared/schemas/scenarios';
import { useLearningPath } from '../api/get-learning-path';

function errorText(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.unexpected;
  if (error.status === 404) return ERROR_MESSAGES.learningPathNotFound;
  return ERROR_MESSAGES.learningPathLoadFailed;
}

function actionFor(scenario: ScenarioSummary): string {
  if (scenario.status === 'STARTED') return 'Continue';
  if (scenario.completed) return 'Review';
  return 'Start';
}

const STATUS_TEXT = { NOT_STARTED: 'Not started', STARTED: 'In progress', COMPLETED: 'Completed' } as const;

export function LearningPathPage({ id }: { id: string | undefined }) {
  const path = useLearningPath(id ?? '');
  if (!id) {
    return (
      <Page title="Learning path">
        <p className="alert alert--error" role="alert">
          {ERROR_MESSAGES.learningPathIdMissing}
        </p>
      </Page>
    );
  }
  if (path.isPending) {
    return (
      <Page title="Learning path">
        <LoadingState label="Loading the learning path…" />
      </Page>
    );
  }
  if (path.isError) {
    return (
      <Page title="Learning path">
        <div className="card">
          <p className="alert alert--error" role="alert">
            {errorText(path.error)}
          </p>
          <Link className="button button--primary" to="/dashboard">
            Back to Dashboard
          </Link>
        </div>
      </Page>
    );
  }
  const data = path.data;
  return (
    <Page title={data.name} lead={data.description}>
      <section className="card learning-path" aria-labelledby="path-progress">
        <h2 id="path-progress" className="card__title">
          {data.completedCount} of {data.totalCount} scenarios completed
        </h2>
        <ProgressBar
          value={data.completedCount}
          max={data.totalCount}
          label={`Progress on ${data.name}`}
          valueText={`${data.completedCount} of ${data.totalCount}`}
        />
        <ol className="learning-path__steps">
          {data.scenarios.map((scenario, index) => (
            <li key={scenario.id} className="learning-path__step">
              <span className="learning-path__number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="learning-path__text">
                <span className="learning-path__title">{scenario.title}</span>
                <span className="card__meta">
                  {scenario.completed && scenario.status !== 'STARTED'
                    ? 'Completed'
                    : STATUS_TEXT[scenario.status]}{' '}
                  · {scenario.skillNames.join(', ')}
                  {scenario.locked ? ` · Unlocks at level ${scenario.requiredLevel}` : ''}
                </span>
              </div>
              {scenario.locked ? (
                <span className="card__meta">Locked</span>
              ) : (
                <Link
                  className="button button--secondary button--small"
                  to={`/scenario/${scenario.id}`}
                  aria-label={`${actionFor(scenario)}: ${scenario.title}`}
                >
                  {actionFor(scenario)}
                </Link>
              )}
            </li>
          ))}
        </ol>
        {data.completed ? (
          <Link className="button button--primary" to={`/practice/assessment/${data.id}`}>
            Prove Your Mastery: Take the Final Assessment
          </Link>
        ) : (
          <p className="card__note">Complete every scenario to unlock the path's final assessment.</p>
        )}
      </section>
    </Page>
  );
}
