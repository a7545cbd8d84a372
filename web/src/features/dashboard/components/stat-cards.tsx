import { StatTile } from '#components/ui/stat-tile';
import type { DashboardStats } from '#shared/schemas/dashboard';

const number = new Intl.NumberFormat('en-US');

/** Null stats draw the same four tiles with placeholders, so nothing jumps when they arrive. */
export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const show = (format: (s: DashboardStats) => string) => (stats ? format(stats) : null);
  return (
    <ul className="stat-tiles stat-tiles--dashboard" aria-label="Your stats">
      <StatTile
        label="Level"
        icon="Star"
        value={show((s) => String(s.level))}
        detail={stats ? `${number.format(stats.xpToNext)} XP to next level` : undefined}
      />
      <StatTile
        label="Total XP"
        icon="Zap"
        value={show((s) => number.format(s.xp))}
        detail={stats ? `${number.format(stats.weeklyXP)} XP this week` : undefined}
      />
      <StatTile
        label="Scenarios completed"
        icon="MessageCircle"
        value={show((s) => number.format(s.completedScenarios))}
      />
      <StatTile
        label="Global Rank"
        icon="Trophy"
        value={show((s) => (s.rank === null ? '—' : `#${number.format(s.rank)}`))}
        detail={stats ? (stats.rankSubtitle ?? 'Not ranked yet this week') : undefined}
      />
    </ul>
  );
}
