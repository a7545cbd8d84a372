import { Page } from '#components/layout/page';
import { Skeleton } from '#components/ui/skeleton';
import { ToggleGroup } from '#components/ui/toggle-group';
import { EMPTY_STATES } from '#shared/messages';
import { useLeaderboard } from '../api/get-leaderboard';
import { useLeaderboardFilters } from '../hooks/use-leaderboard-filters';
import { useNow } from '../hooks/use-now';
import { METRIC_OPTIONS, PERIOD_OPTIONS, boardTitle, updatedText } from './board-labels';
import { LeaderboardTable } from './leaderboard-table';
import { StandingPanel } from './standing-panel';

function LoadingBoard() {
  return (
    <div className="leaderboards__layout">
      <div className="card">
        <p className="visually-hidden" role="status">
          Loading the leaderboard…
        </p>
        <div aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="skeleton--row" />
          ))}
        </div>
      </div>
      <div className="card" aria-hidden="true">
        <Skeleton className="skeleton--title" />
        <Skeleton className="skeleton--value" />
      </div>
    </div>
  );
}

export function LeaderboardsPage() {
  const filters = useLeaderboardFilters();
  const board = useLeaderboard({ period: filters.period, category: filters.category });
  const now = useNow();
  const title = boardTitle(filters.category, filters.period);

  let content;
  if (board.isPending) content = <LoadingBoard />;
  else if (board.isError) {
    content = (
      <div className="card leaderboards__error">
        <p className="alert alert--error" role="alert">
          Could not load the leaderboard. Please try again.
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={board.isFetching}
          onClick={() => void board.refetch()}
        >
          {board.isFetching ? 'Retrying…' : 'Try again'}
        </button>
      </div>
    );
  } else {
    const data = board.data;
    content = (
      <div className="leaderboards__layout">
        <section className="card leaderboards__board" aria-labelledby="leaderboard-title">
          <div className="card__header">
            <h2 id="leaderboard-title" className="card__title">
              {title}
            </h2>
            <p className="leaderboards__updated">
              {updatedText(data.computedAt, now)}
              {data.totalRanked > 0 && ` · ${data.totalRanked} ranked`}
            </p>
          </div>
          {data.entries.length === 0 ? (
            <p className="card__empty">{EMPTY_STATES.leaderboardNoData}</p>
          ) : (
            <LeaderboardTable entries={data.entries} metric={data.category} caption={title} />
          )}
        </section>
        <StandingPanel board={data} />
      </div>
    );
  }

  return (
    <Page title="Leaderboards" lead="See how your thinking practice compares with other learners.">
      <div className="leaderboards__filters">
        <ToggleGroup
          label="Period"
          options={PERIOD_OPTIONS}
          value={filters.period}
          onChange={filters.setPeriod}
        />
        <ToggleGroup
          label="Ranked by"
          options={METRIC_OPTIONS}
          value={filters.category}
          onChange={filters.setCategory}
        />
      </div>
      {content}
    </Page>
  );
}
