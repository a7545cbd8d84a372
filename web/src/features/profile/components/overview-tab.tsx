import { StatTile } from '#components/ui/stat-tile';
import { useAchievements } from '../api/get-achievements';
import { useProgressStats } from '../api/get-progress-stats';
import { LearningInsights } from './learning-insights';
import { SnapshotSummary } from './snapshot-summary';
import { WeeklyXpTrend } from './weekly-xp-trend';

const number = new Intl.NumberFormat('en-US');

/** A failed figure shows a dash rather than a zero the learner might believe. */
function figure<T>(query: { data?: T; isPending: boolean }, format: (data: T) => string): string | null {
  if (query.isPending) return null;
  return query.data === undefined ? '—' : format(query.data);
}

export function OverviewTab() {
  const stats = useProgressStats();
  const achievements = useAchievements();
  return (
    <div className="overview">
      <SnapshotSummary />
      <ul className="stat-tiles" aria-label="Your progress">
        <StatTile label="Total XP" icon="Zap" value={figure(stats, (s) => number.format(s.xp))} />
        <StatTile
          label="Scenarios Completed"
          icon="MessageCircle"
          value={figure(stats, (s) => number.format(s.completedScenarios))}
        />
        <StatTile
          label="Current Streak"
          icon="Flame"
          value={figure(stats, (s) => `${s.streak} ${s.streak === 1 ? 'day' : 'days'}`)}
        />
        <StatTile
          label="Badges Earned"
          icon="Award"
          value={figure(achievements, (list) => String(list.filter((a) => a.earned).length))}
        />
      </ul>
      <div className="overview__grid">
        <LearningInsights />
        <WeeklyXpTrend />
      </div>
    </div>
  );
}
