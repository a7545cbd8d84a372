import { Page } from '#components/layout/page';
import { Skeleton } from '#components/ui/skeleton';
import { ERROR_MESSAGES } from '#shared/messages';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { ContinueLearning } from './continue-learning';
import { DailyChallengeCard } from './daily-challenge-card';
import { LearningPathCard } from './learning-path-card';
import { LevelCard } from './level-card';
import { QuickLinks } from './quick-links';
import { RecentAchievements } from './recent-achievements';
import { SkillPointsCard } from './skill-points-card';
import { StatCards } from './stat-cards';

export interface DashboardUser {
  name: string;
  teamId?: string | null;
  xp?: number;
  totalScenarios?: number;
}

/** "Welcome back" only for a learner who has been here before, going by what they have done. */
function greeting(user: DashboardUser, stats: { xp: number; completedScenarios: number } | undefined) {
  const started = stats
    ? stats.xp > 0 || stats.completedScenarios > 0
    : (user.xp ?? 0) > 0 || (user.totalScenarios ?? 0) > 0;
  return started ? `Welcome back, ${user.name}!` : `Welcome, ${user.name}! Let's get you started.`;
}

function StatsSection() {
  const stats = useDashboardStats();
  if (stats.isPending) {
    return (
      <>
        <p className="visually-hidden" role="status">
          Loading your dashboard…
        </p>
        <StatCards stats={null} />
        <div className="dashboard__main" aria-hidden="true">
          <div className="card">
            <Skeleton className="skeleton--title" />
            <Skeleton className="skeleton--bar" />
            <Skeleton className="skeleton--line" />
          </div>
          <div className="card">
            <Skeleton className="skeleton--title" />
            <Skeleton className="skeleton--row" />
            <Skeleton className="skeleton--row" />
          </div>
        </div>
      </>
    );
  }
  if (stats.isError) {
    return (
      <div className="dashboard__main">
        <div className="card dashboard__error">
          <p className="alert alert--error" role="alert">
            {ERROR_MESSAGES.dashboardLoadFailed}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={stats.isFetching}
            onClick={() => void stats.refetch()}
          >
            {stats.isFetching ? 'Retrying…' : 'Try again'}
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <StatCards stats={stats.data} />
      <div className="dashboard__main">
        <LearningPathCard />
        <LevelCard stats={stats.data} />
        <SkillPointsCard skillPoints={stats.data.skillPoints} skillXp={stats.data.skillXp} />
        <DailyChallengeCard engagedToday={stats.data.hasEngagedWithChallengeToday} />
        <ContinueLearning />
      </div>
    </>
  );
}

/** The signed-in home: stats first, then progress on the left and ways onward on the right. */
export function DashboardPage({ user }: { user: DashboardUser }) {
  const stats = useDashboardStats();
  return (
    <Page title="Dashboard" lead={greeting(user, stats.data)}>
      <div className="dashboard">
        <StatsSection />
        <div className="dashboard__side">
          <QuickLinks teamId={user.teamId} />
          <RecentAchievements />
        </div>
      </div>
    </Page>
  );
}
