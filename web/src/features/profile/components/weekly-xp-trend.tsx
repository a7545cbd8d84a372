import { LineChart, type ChartPoint } from '#components/ui/line-chart';
import { Skeleton } from '#components/ui/skeleton';
import { useInsights } from '../api/get-insights';

const number = new Intl.NumberFormat('en-US');

/** The trend comes oldest first with the current week last. */
export function weeklyPoints(trend: number[]): ChartPoint[] {
  return trend.map((value, index) => {
    const weeksAgo = trend.length - 1 - index;
    const label = weeksAgo === 0 ? 'This week' : `${weeksAgo} ${weeksAgo === 1 ? 'wk' : 'wks'} ago`;
    return { label, value };
  });
}

export function WeeklyXpTrend() {
  const insights = useInsights();
  const trend = insights.data?.weeklyXpTrend ?? [];
  const total = trend.reduce((sum, xp) => sum + xp, 0);
  return (
    <section className="card overview__trend" aria-labelledby="overview-trend">
      <div className="card__header">
        <h2 id="overview-trend" className="card__title">
          Weekly XP trend
        </h2>
        {insights.isSuccess && (
          <p className="card__meta">
            {number.format(total)} XP in {trend.length} weeks
          </p>
        )}
      </div>
      {insights.isPending && <Skeleton className="skeleton--chart" />}
      {insights.isError && <p className="card__empty">The trend could not be loaded.</p>}
      {insights.isSuccess && (
        <>
          <LineChart
            title={`XP earned per week, last ${trend.length} weeks`}
            points={weeklyPoints(trend)}
            formatValue={(xp) => `${number.format(xp)} XP`}
            labelHeading="Week"
            valueHeading="XP"
          />
          {total === 0 && (
            <p className="card__empty">Earn XP in scenarios and practice to see your trend take shape.</p>
          )}
        </>
      )}
    </section>
  );
}
