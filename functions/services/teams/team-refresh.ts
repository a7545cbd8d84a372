import type { TeamAnalytics } from '../../../shared/schemas/teams';
import { logger } from '../../platform/logger';
import { keys } from '../../repositories/keys';
import {
  getProfilesForTeam,
  getTeamAnalytics,
  putTeamAnalytics,
  type TeamAnalyticsRecord,
} from '../../repositories/team-content-repository';
import {
  listTeamIds,
  listTeamMembers,
  refreshMemberFigures,
  setTeamSums,
} from '../../repositories/team-repository';
import { computeAnalytics } from './team-analytics';
import { memberAnd } from './team-access';
import { figuresOf, type MemberProfile } from './team-figures';

const ROW_WRITES_IN_FLIGHT = 16;

/**
 * The scheduled refresh of one team: one Query of its members, their profiles in batches of
 * 100, then the member rows whose figures moved, the team's sums and its analytics item.
 * Requests never do this work; they read what it stored.
 */
export async function refreshTeam(teamId: string, now: Date = new Date()): Promise<number> {
  const members = await listTeamMembers(teamId);
  const profiles = await getProfilesForTeam<MemberProfile>(members.map((m) => m.userId));
  const byId = new Map(profiles.map((p) => [p.userId, p]));
  const present: MemberProfile[] = [];
  const updates: Array<() => Promise<void>> = [];
  for (const row of members) {
    const profile = byId.get(row.userId);
    if (!profile) continue;
    present.push(profile);
    const figures = figuresOf(profile, now);
    const moved = (Object.keys(figures) as Array<keyof typeof figures>).some((k) => figures[k] !== row[k]);
    if (moved) updates.push(() => refreshMemberFigures(teamId, row.userId, figures));
  }
  // Only rows whose figures moved are written, a few at a time.
  for (let i = 0; i < updates.length; i += ROW_WRITES_IN_FLIGHT)
    await Promise.all(updates.slice(i, i + ROW_WRITES_IN_FLIGHT).map((update) => update()));
  await setTeamSums(
    teamId,
    {
      xpSum: present.reduce((sum, p) => sum + (p.xp ?? 0), 0),
      levelSum: present.reduce((sum, p) => sum + (p.level ?? 1), 0),
      scenarioSum: present.reduce((sum, p) => sum + (p.totalScenarios ?? 0), 0),
    },
    now.toISOString(),
  );
  const previous = await getTeamAnalytics(teamId);
  await putTeamAnalytics({ teamId, ...computeAnalytics(present, previous?.weekHistory ?? {}, now) });
  return present.length;
}

/** Run by the leaderboards job: every team, one after the other. */
export async function refreshAllTeams(now: Date = new Date()): Promise<{ teams: number; members: number }> {
  let members = 0;
  const ids = await listTeamIds();
  for (const id of ids) members += await refreshTeam(id, now);
  if (ids.length) logger.info('Team figures refreshed', { teams: ids.length, members });
  return { teams: ids.length, members };
}

/** GET /teams/{id}/analytics: one BatchGetItem; null until the job has computed it. */
export async function teamAnalytics(teamId: string, userId: string): Promise<TeamAnalytics | null> {
  const { item } = await memberAnd<TeamAnalyticsRecord>(teamId, userId, keys.teamAnalytics(teamId));
  if (!item) return null;
  return {
    weeklyXp: item.weeklyXp,
    completionRate: item.completionRate,
    averageAssessmentScore: item.averageAssessmentScore,
    strongestSkills: item.strongestSkills,
    challengingBiases: item.challengingBiases,
    memberActivity: item.memberActivity,
    computedAt: item.computedAt,
  };
}
