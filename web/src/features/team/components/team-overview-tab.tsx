import { StatTile } from '#components/ui/stat-tile';
import type { TeamOverview } from '#shared/schemas/teams';

const number = new Intl.NumberFormat('en-US');

export function TeamOverviewTab({ overview }: { overview: TeamOverview }) {
  return (
    <section aria-labelledby="team-overview-heading" className="team-section">
      <h2 id="team-overview-heading" className="visually-hidden">
        Overview
      </h2>
      <ul className="stat-tiles">
        <StatTile label="Members" icon="Users" value={number.format(overview.members)} />
        <StatTile label="Total XP" icon="Zap" value={number.format(overview.totalXP)} />
        <StatTile label="Average level" icon="TrendingUp" value={String(overview.averageLevel)} />
        <StatTile
          label="Scenarios completed"
          icon="CheckCircle"
          value={number.format(overview.completedScenarios)}
        />
      </ul>
      <p className="card__note">
        Figures include everyone&apos;s latest progress as of {new Date(overview.updatedAt).toLocaleString()}.
      </p>
    </section>
  );
}
