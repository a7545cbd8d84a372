import { Icon } from '#components/ui/icon';
import { TierBadge } from '#components/ui/tier-badge';
import { EMPTY_STATES } from '#shared/messages';
import type { LeaderboardResponse } from '#shared/schemas/leaderboards';
import { formatMetricValue } from './board-labels';

/**
 * What the learner earned after the ranking the table shows: said apart, so their fresh
 * figure never contradicts the board (the scheduled job ranks it next time).
 */
function FreshFigures({ board }: { board: LeaderboardResponse }) {
  const ranked = board.currentUser?.value ?? 0;
  if (board.liveValue <= ranked) return null;
  const text = board.currentUser
    ? `+${formatMetricValue(board.category, board.liveValue - ranked)} since this ranking, counted at the next update.`
    : `Your ${formatMetricValue(board.category, board.liveValue)} will be ranked at the next update.`;
  return <p className="standing__fresh">{text}</p>;
}

/** The learner's own place on the chosen board and the leaderboard badges they have earned. */
export function StandingPanel({ board }: { board: LeaderboardResponse }) {
  const own = board.currentUser;
  return (
    <div className="standing">
      <section className="card" aria-labelledby="leaderboard-standing">
        <h2 id="leaderboard-standing" className="card__title">
          Your rank
        </h2>
        {own ? (
          <div className="standing__figures">
            <p className="standing__rank">#{own.rank}</p>
            <p className="standing__value">{formatMetricValue(board.category, own.value)}</p>
            <p className="standing__percent">{own.topPercentText}</p>
          </div>
        ) : (
          <p className="card__empty">{EMPTY_STATES.leaderboardNotRanked}</p>
        )}
        <FreshFigures board={board} />
      </section>
      <section className="card" aria-labelledby="leaderboard-badges">
        <h2 id="leaderboard-badges" className="card__title">
          Leaderboard badges
        </h2>
        {board.badges.length === 0 ? (
          <p className="card__empty">
            Badges come from finishing a week in the top 10 of the weekly leaderboard. Keep going!
          </p>
        ) : (
          <ul className="standing__badges">
            {board.badges.map((badge) => (
              <li key={badge.id} className="standing__badge">
                <span className={`achievement-medal achievement-medal--tier-${badge.tier}`}>
                  <Icon name={badge.icon} size={20} />
                </span>
                <span className="standing__badge-name">{badge.name}</span>
                <TierBadge tier={badge.tier} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
