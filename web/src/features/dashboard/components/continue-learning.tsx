import { Link } from 'react-router-dom';
import { Skeleton } from '#components/ui/skeleton';
import { EMPTY_STATES } from '#shared/messages';
import { useInProgress } from '../api/get-in-progress';

export function ContinueLearning() {
  const scenarios = useInProgress();
  let body;
  if (scenarios.isPending) body = <Skeleton className="skeleton--row" />;
  else if (scenarios.isError)
    body = (
      <>
        <p className="card__empty">Could not load your scenarios in progress.</p>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={scenarios.isFetching}
          onClick={() => void scenarios.refetch()}
        >
          {scenarios.isFetching ? 'Retrying…' : 'Try again'}
        </button>
      </>
    );
  else if (scenarios.data.length === 0)
    body = (
      <>
        <p className="card__empty">{EMPTY_STATES.noScenariosInProgress}</p>
        {/* Every state leads somewhere: an empty list leads to the scenarios. */}
        <Link to="/sandbox" className="button button--secondary button--small">
          Find a scenario in the Sandbox
        </Link>
      </>
    );
  else {
    body = (
      <ul className="continue-list">
        {scenarios.data.map((scenario) => (
          <li key={scenario.id}>
            <Link to={`/scenario/${scenario.id}`} className="continue-list__link">
              <span className="continue-list__title">{scenario.title}</span>
              <span className="card__meta">
                {scenario.category} · {scenario.skillNames.join(', ')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card" aria-labelledby="dashboard-continue">
      <h2 id="dashboard-continue" className="card__title">
        Continue Learning
      </h2>
      {body}
    </section>
  );
}
