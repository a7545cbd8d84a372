import { Skeleton } from '#components/ui/skeleton';
import { useInsights } from '../api/get-insights';

function Insight({ label, value, waiting }: { label: string; value: string | null; waiting: string }) {
  return (
    <div className="insight">
      <dt className="insight__label">{label}</dt>
      <dd className={value ? 'insight__value' : 'insight__value insight__value--waiting'}>
        {value ?? waiting}
      </dd>
    </div>
  );
}

export function LearningInsights() {
  const insights = useInsights();
  return (
    <section className="card" aria-labelledby="overview-insights">
      <h2 id="overview-insights" className="card__title">
        Learning insights
      </h2>
      {insights.isPending && (
        <div aria-hidden="true">
          <Skeleton className="skeleton--row" />
          <Skeleton className="skeleton--row" />
        </div>
      )}
      {insights.isError && (
        <p className="card__empty">
          Your insights could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void insights.refetch()}>
            Try again
          </button>
        </p>
      )}
      {insights.isSuccess && (
        <dl className="insights">
          <Insight
            label="Strongest skill"
            value={insights.data.strongestSkillName}
            waiting="Complete a scenario or two to see this."
          />
          <Insight
            label="Most challenging bias"
            value={insights.data.mostChallengingBiasName}
            waiting="Practise spotting biases a little to see this."
          />
        </dl>
      )}
    </section>
  );
}
