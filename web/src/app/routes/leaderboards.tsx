import { LeaderboardsPage } from '../../features/leaderboards/components/leaderboards-page';

export function Component() {
  return <LeaderboardsPage />;
}
