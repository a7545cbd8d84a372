import { LineChart } from '#components/ui/line-chart';
import { LoadingState } from '#components/ui/loading-state';
import { formatLongDate } from '#lib/format-date';
import { CHART_SCORE_AXIS } from '#shared/constants';
import type { AssessmentHistoryEntry } from '#shared/schemas/assessment';
import { useAssessmentHistory } from '../api/get-assessment-history';
import { UpgradePrompt } from './upgrade-prompt';

export const PROGRESS_TEXTS = {
  needMore:
    'Complete more learning paths and their final assessments to see how your scores change over time.',
  loadFailed: 'Your assessment history could not be loaded.',
} as const;

/** Scored attempts, oldest first, as chart points. */
export function scorePoints(history: AssessmentHistoryEntry[]) {
  return history
    .filter((entry): entry is AssessmentHistoryEntry & { score: number } => entry.score !== null)
    .sort((a, b) => a.completionDate.localeCompare(b.completionDate))
    .map((entry) => ({
      label: formatLongDate(entry.completionDate) ?? entry.completionDate,
      value: entry.score,
    }));
}

/** Premium: assessment scores over time on a 0 to 100 axis (spec, section 2). */
export function ProgressTab({ hasPremiumAccess }: { hasPremiumAccess: boolean }) {
  const history = useAssessmentHistory(hasPremiumAccess);
  if (!hasPremiumAccess) {
    return (
      <UpgradePrompt
        title="Track your progress with Premium"
        text="See how your assessment scores change over time with a Premium membership."
      />
    );
  }
  if (history.isPending) return <LoadingState label="Loading your assessment history…" />;
  if (history.isError) {
    return (
      <div>
        <p className="alert alert--error" role="alert">
          {PROGRESS_TEXTS.loadFailed}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const points = scorePoints(history.data);
  if (points.length < 2) return <p className="tab-note">{PROGRESS_TEXTS.needMore}</p>;
  return (
    <section className="card" aria-labelledby="progress-chart-title">
      <h2 id="progress-chart-title" className="card__title">
        Assessment scores over time
      </h2>
      <LineChart
        title="Assessment scores over time"
        points={points}
        maxValue={CHART_SCORE_AXIS.max}
        formatValue={(score) => `${score}`}
        labelHeading="Date"
        valueHeading="Score"
      />
    </section>
  );
}
