import { recomputeLeaderboards, type RecomputeSummary } from '../services/leaderboards/recompute';
import { refreshAllTeams } from '../services/teams/team-refresh';

/** The boards, then every team's figures and analytics (the same cadence serves both). */
export async function run(
  now: Date = new Date(),
): Promise<RecomputeSummary & { teams: { teams: number; members: number } }> {
  const summary = await recomputeLeaderboards(now);
  return { ...summary, teams: await refreshAllTeams(now) };
}

export async function handler() {
  return run();
}
