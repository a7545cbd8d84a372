import { useDocumentTitle } from '#components/layout/page';
import { LoadingState } from '#components/ui/loading-state';
import { Tabs } from '#components/ui/tabs';
import { ERROR_MESSAGES } from '#shared/messages';
import { useTeam } from '../api/get-team';
import { TeamAnalyticsTab } from './team-analytics-tab';
import { TeamMembersTab } from './team-members-tab';
import { TeamOverviewTab } from './team-overview-tab';
import { TeamPathsTab } from './team-paths-tab';

export const TEAM_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'members', label: 'Members' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'learning-paths', label: 'Learning paths' },
] as const;

const ROLE_LABELS = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' } as const;

interface TeamPageProps {
  teamId: string | null | undefined;
  currentUserId: string;
}

export function TeamPage({ teamId, currentUserId }: TeamPageProps) {
  useDocumentTitle('Team');
  if (!teamId) {
    return (
      <div className="page page--centered">
        <h1 className="page__title">Team</h1>
        <p className="card__empty">{ERROR_MESSAGES.notInTeam}</p>
      </div>
    );
  }
  return <TeamDashboard teamId={teamId} currentUserId={currentUserId} />;
}

function TeamDashboard({ teamId, currentUserId }: { teamId: string; currentUserId: string }) {
  const team = useTeam(teamId);
  if (team.isPending) {
    return (
      <div className="page">
        <h1 className="visually-hidden">Team</h1>
        <LoadingState label="Loading your team…" />
      </div>
    );
  }
  if (team.isError) {
    return (
      <div className="page page--centered">
        <h1 className="page__title">Team</h1>
        <p className="alert alert--error" role="alert">
          {team.error.message}
        </p>
        <p className="page__actions">
          <button type="button" className="button button--primary" onClick={() => void team.refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  const overview = team.data;
  const manages = overview.yourRole !== 'MEMBER';
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{overview.name}</h1>
        <p className="page__lead">
          {overview.members} {overview.members === 1 ? 'member' : 'members'} · Enterprise · You are{' '}
          {ROLE_LABELS[overview.yourRole].toLowerCase()}
        </p>
      </header>
      <Tabs
        tabs={TEAM_TABS}
        label="Team sections"
        renderPanel={(tab) => {
          if (tab === 'members')
            return (
              <TeamMembersTab teamId={teamId} yourRole={overview.yourRole} currentUserId={currentUserId} />
            );
          if (tab === 'analytics') return <TeamAnalyticsTab teamId={teamId} />;
          if (tab === 'learning-paths') return <TeamPathsTab teamId={teamId} manages={manages} />;
          return <TeamOverviewTab overview={overview} />;
        }}
      />
    </div>
  );
}
