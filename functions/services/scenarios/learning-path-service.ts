import { ERROR_MESSAGES } from '../../../shared/messages';
import type { LearningPathContent, LearningPathView } from '../../../shared/schemas/learning-paths';
import { LEARNING_PATHS, LEARNING_PATHS_BY_ID, pathSkillIds } from '../../content/learning-paths';
import { scenarioCard } from '../../content/scenario-cards';
import { NotFoundError } from '../../platform/errors';
import { listScenarioProgress, type ScenarioProgressRecord } from '../../repositories/scenario-repository';
import type { TeamPathRecord } from '../../repositories/team-content-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { assignedPathsOf, COMPOSED_PATH_PREFIX } from '../teams/team-paths-service';
import { summaryOf } from './scenario-summary';

function completedIds(progress: ScenarioProgressRecord[]): Set<string> {
  return new Set(progress.filter((p) => p.completed).map((p) => p.scenarioId));
}

const averageLevel = (path: LearningPathContent) =>
  path.scenarioIds.reduce((sum, id) => sum + scenarioCard(id)!.requiredLevel, 0) / path.scenarioIds.length;

/**
 * The path for this learner: among the paths not yet finished and within reach of their level,
 * the one that trains most of the skills their assessment recommended, then the gentlest.
 */
export function recommendedPathId(user: UserRecord, completed: Set<string>): string {
  const wanted = new Set(user.recommendedPath?.skillIds ?? []);
  const level = user.level ?? 1;
  const open = LEARNING_PATHS.filter((p) => !p.scenarioIds.every((id) => completed.has(id)));
  const candidates = open.filter((p) => averageLevel(p) <= level + 1);
  const pool = candidates.length ? candidates : open.length ? open : [...LEARNING_PATHS];
  const overlap = (p: LearningPathContent) => pathSkillIds(p).filter((id) => wanted.has(id)).length;
  return [...pool].sort(
    (a, b) =>
      overlap(b) - overlap(a) ||
      averageLevel(a) - averageLevel(b) ||
      LEARNING_PATHS.indexOf(a) - LEARNING_PATHS.indexOf(b),
  )[0]!.id;
}

function viewOf(
  path: LearningPathContent,
  user: UserRecord,
  progress: Map<string, ScenarioProgressRecord>,
  recommended: string,
): LearningPathView {
  const scenarios = path.scenarioIds.map((id) => summaryOf(scenarioCard(id)!, user, progress.get(id)));
  const completedCount = scenarios.filter((s) => s.completed).length;
  return {
    id: path.id,
    name: path.name,
    description: path.description,
    scenarios,
    completedCount,
    totalCount: scenarios.length,
    skillIds: pathSkillIds(path),
    recommended: path.id === recommended,
    completed: completedCount === scenarios.length,
  };
}

/** A path the learner's team assigned, shown like a catalogue path. */
function teamPathView(
  path: TeamPathRecord,
  user: UserRecord,
  progress: Map<string, ScenarioProgressRecord>,
): LearningPathView {
  const known = path.scenarioIds.filter((id) => scenarioCard(id) !== undefined);
  const scenarios = known.map((id) => summaryOf(scenarioCard(id)!, user, progress.get(id)));
  const completedCount = scenarios.filter((s) => s.completed).length;
  return {
    id: path.pathId,
    name: path.name,
    description: path.description,
    scenarios,
    completedCount,
    totalCount: scenarios.length,
    skillIds: [...new Set(scenarios.flatMap((s) => s.skillIds))],
    recommended: false,
    completed: scenarios.length > 0 && completedCount === scenarios.length,
    assignedByTeam: true,
  };
}

/**
 * GET /learning-paths/my-paths: the paths the learner's team assigned first, then the
 * recommended path, then the others in catalogue order.
 */
export async function myLearningPaths(user: UserRecord): Promise<LearningPathView[]> {
  const [records, assigned] = await Promise.all([listScenarioProgress(user.userId), assignedPathsOf(user)]);
  const progress = new Map(records.map((p) => [p.scenarioId, p]));
  const recommended = recommendedPathId(user, completedIds(records));
  const teamViews = assigned.map((path) => teamPathView(path, user, progress));
  const teamIds = new Set(teamViews.map((v) => v.id));
  const views = LEARNING_PATHS.filter((path) => !teamIds.has(path.id)).map((path) =>
    viewOf(path, user, progress, recommended),
  );
  return [...teamViews, ...views.filter((v) => v.recommended), ...views.filter((v) => !v.recommended)];
}

/** GET /learning-paths/{id} */
export async function learningPathFor(user: UserRecord, id: string): Promise<LearningPathView> {
  const path = LEARNING_PATHS_BY_ID.get(id);
  if (!path) return composedTeamPath(user, id);
  const records = await listScenarioProgress(user.userId);
  const progress = new Map(records.map((p) => [p.scenarioId, p]));
  return viewOf(path, user, progress, recommendedPathId(user, completedIds(records)));
}

/**
 * The path a just-completed scenario finishes, if any: every other scenario of it was already
 * completed and this one was not (so the news comes once).
 */
export async function pathFinishedBy(userId: string, scenarioId: string): Promise<string | null> {
  const done = completedIds(await listScenarioProgress(userId));
  if (done.has(scenarioId)) return null;
  const path = LEARNING_PATHS.find(
    (p) =>
      p.scenarioIds.includes(scenarioId) && p.scenarioIds.every((id) => id === scenarioId || done.has(id)),
  );
  return path?.id ?? null;
}

/** A path composed by the learner's team is visible to its members only. */
async function composedTeamPath(user: UserRecord, id: string): Promise<LearningPathView> {
  const teamPath = id.startsWith(COMPOSED_PATH_PREFIX)
    ? (await assignedPathsOf(user)).find((p) => p.pathId === id)
    : undefined;
  if (!teamPath) throw new NotFoundError(ERROR_MESSAGES.learningPathNotFound);
  const records = await listScenarioProgress(user.userId);
  return teamPathView(teamPath, user, new Map(records.map((p) => [p.scenarioId, p])));
}
