import { Link } from 'react-router-dom';
import { ProgressBar } from '#components/ui/progress-bar';
import { Skeleton } from '#components/ui/skeleton';
import { useMyLearningPaths } from '../api/get-learning-paths';

/** The learner's first (recommended) learning path, with Begin Path or Continue Path. */
export function LearningPathCard() {
  const paths = useMyLearningPaths();
  if (paths.isPending) {
    return (
      <div className="card" aria-hidden="true">
        <Skeleton className="skeleton--title" />
        <Skeleton className="skeleton--line" />
      </div>
    );
  }
  if (paths.isError || paths.data.length === 0) return null;
  const path = paths.data[0]!;
  return (
    <section className="card learning-path-card" aria-labelledby="dashboard-learning-path">
      <div className="card__header">
        <h2 id="dashboard-learning-path" className="card__title">
          Your learning path: {path.name}
        </h2>
        <span className="card__meta">
          {path.completedCount} of {path.totalCount} scenarios
        </span>
      </div>
      {path.assignedByTeam && <p className="card__meta">Assigned by your team</p>}
      <p className="card__note">{path.description}</p>
      <ProgressBar
        value={path.completedCount}
        max={path.totalCount}
        label={`Progress on ${path.name}`}
        valueText={`${path.completedCount} of ${path.totalCount} scenarios completed`}
        size="small"
      />
      <div>
        <Link className="button button--primary" to={`/learning-path/${path.id}`}>
          {path.completedCount === 0 ? 'Begin Path' : 'Continue Path'}
        </Link>
      </div>
    </section>
  );
}
