import { Snowflake } from 'lucide-react';
import { Icon } from '#components/ui/icon';
import { ProgressBar } from '#components/ui/progress-bar';
import { levelProgressPercent } from '#shared/constants';
import type { DashboardStats } from '#shared/schemas/dashboard';

const number = new Intl.NumberFormat('en-US');

/** Level progress and the daily streak: the two numbers that move after every session. */
export function LevelCard({ stats }: { stats: DashboardStats }) {
  const percent = levelProgressPercent(stats.xp, stats.xpToNext);
  const next = stats.level + 1;
  return (
    <section className="card" aria-labelledby="dashboard-level">
      <div className="card__header">
        <h2 id="dashboard-level" className="card__title">
          Level {stats.level}
        </h2>
        <span className="level-card__percent" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <ProgressBar value={percent} label={`Progress to level ${next}`} valueText={`${percent}%`} />
      <p className="card__note">
        {number.format(stats.xp)} XP earned · {number.format(stats.xpToNext)} XP to level {next}
      </p>
      <div className="streak">
        <span className="streak__icon">
          <Icon name="Flame" />
        </span>
        <div>
          <p className="streak__value">
            {stats.streak} {stats.streak === 1 ? 'day' : 'days'}
          </p>
          <p className="streak__label">Daily streak</p>
          <p className="streak__freezes">
            <Snowflake aria-hidden="true" size={14} />
            {stats.streakFreezes > 0
              ? `${stats.streakFreezes} streak ${stats.streakFreezes === 1 ? 'freeze' : 'freezes'} held: a missed day will not break your streak`
              : 'A week of practice earns a streak freeze'}
          </p>
        </div>
      </div>
    </section>
  );
}
