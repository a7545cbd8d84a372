import { Icon } from '#components/ui/icon';
import { ProgressBar } from '#components/ui/progress-bar';
import { TierBadge } from '#components/ui/tier-badge';
import { formatLongDate } from '#lib/format-date';
import type { Achievement } from '#shared/schemas/progress';

const number = new Intl.NumberFormat('en-US');

export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { earned, earnedDate, progressCurrent, progressMax } = achievement;
  const earnedOn = earned && earnedDate ? formatLongDate(earnedDate) : null;
  return (
    <li className={`achievement-card${earned ? ' achievement-card--earned' : ''}`}>
      <span className={`achievement-medal achievement-medal--tier-${achievement.tier}`}>
        <Icon name={achievement.icon} size={22} />
      </span>
      <div className="achievement-card__body">
        <div className="achievement-card__heading">
          <h3 className="achievement-card__name">{achievement.name}</h3>
          <TierBadge tier={achievement.tier} />
        </div>
        <p className="achievement-card__description">{achievement.description}</p>
        {earned ? (
          <p className="achievement-card__earned">{earnedOn ? `Earned ${earnedOn}` : 'Earned'}</p>
        ) : (
          <div className="achievement-card__progress">
            <ProgressBar
              value={progressCurrent}
              max={progressMax}
              label={`${achievement.name} progress`}
              valueText={`${number.format(progressCurrent)} of ${number.format(progressMax)}`}
              size="small"
            />
            <span className="achievement-card__count" aria-hidden="true">
              {number.format(progressCurrent)} / {number.format(progressMax)}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}
