import { Link } from 'react-router-dom';
import { Icon } from '#components/ui/icon';
import { Skeleton } from '#components/ui/skeleton';
import { TierBadge } from '#components/ui/tier-badge';
import { formatLongDate } from '#lib/format-date';
import { EMPTY_STATES } from '#shared/messages';
import { useRecentAchievements } from '../api/get-recent-achievements';

function Body() {
  const achievements = useRecentAchievements();
  if (achievements.isPending) {
    return (
      <div className="recent-achievements__loading" aria-hidden="true">
        <Skeleton className="skeleton--row" />
        <Skeleton className="skeleton--row" />
      </div>
    );
  }
  if (achievements.isError) {
    return (
      <p className="card__empty">
        Your achievements could not be loaded.{' '}
        <button type="button" className="link-button" onClick={() => void achievements.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (achievements.data.length === 0) return <p className="card__empty">{EMPTY_STATES.noAchievementsYet}</p>;
  return (
    <ul className="recent-achievements">
      {achievements.data.map((achievement) => (
        <li key={achievement.id} className="recent-achievements__item">
          <span className={`achievement-medal achievement-medal--tier-${achievement.tier}`}>
            <Icon name={achievement.icon} size={20} />
          </span>
          <span className="recent-achievements__text">
            <span className="recent-achievements__name">{achievement.name}</span>
            <span className="recent-achievements__date">
              Earned {formatLongDate(achievement.earnedDate ?? '') ?? 'recently'}
            </span>
          </span>
          <TierBadge tier={achievement.tier} />
        </li>
      ))}
    </ul>
  );
}

export function RecentAchievements() {
  return (
    <section className="card" aria-labelledby="dashboard-achievements">
      <div className="card__header">
        <h2 id="dashboard-achievements" className="card__title">
          Recent achievements
        </h2>
        <Link to="/profile?tab=achievements" className="card__link">
          View all
        </Link>
      </div>
      <Body />
    </section>
  );
}
