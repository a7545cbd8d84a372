import { recomputeLeaderboards, type RecomputeSummary } from '../services/leaderboards/recompute';

export async function run(now: Date = new Date()): Promise<RecomputeSummary> {
  return recomputeLeaderboards(now);
}

export async function handler(): Promise<RecomputeSummary> {
  return run();
}
