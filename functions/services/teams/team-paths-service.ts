import { ulid } from 'ulid';
import { ERROR_MESSAGES } from '../../../shared/messages';
import {
  TEAM_PATHS_MAX,
  TEAM_TEXTS,
  type AssignPathRequest,
  type TeamLearningPath,
} from '../../../shared/schemas/teams';
import { LEARNING_PATHS_BY_ID } from '../../content/learning-paths';
import { scenarioCard } from '../../content/scenario-cards';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import {
  assignTeamPath,
  listTeamPaths,
  type TeamPathRecord,
} from '../../repositories/team-content-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { requireManager, requireMember } from './team-access';

/** Ids of composed team paths; catalogue ids are kebab-case words and never start so. */
export const COMPOSED_PATH_PREFIX = 'team-';

function viewOf(path: TeamPathRecord): TeamLearningPath {
  return {
    id: path.pathId,
    name: path.name,
    description: path.description,
    kind: path.kind,
    scenarios: path.scenarioIds
      .map((id) => scenarioCard(id))
      .filter((s) => s !== undefined)
      .map((s) => ({ id: s.id, title: s.title })),
    assignedAt: path.assignedAt,
    assignedBy: path.assignedBy,
  };
}

/** GET /teams/{id}/learning-paths, in the order they were assigned. */
export async function teamLearningPaths(teamId: string, userId: string): Promise<TeamLearningPath[]> {
  await requireMember(teamId, userId);
  return (await listTeamPaths(teamId)).map(viewOf);
}

/** POST /teams/{id}/learning-paths: a catalogue path by id, or a path composed from scenarios. */
export async function assignLearningPath(
  teamId: string,
  actor: UserRecord,
  body: AssignPathRequest,
  now: Date = new Date(),
): Promise<TeamLearningPath> {
  await requireManager(teamId, actor.userId);
  let record: TeamPathRecord;
  if ('pathId' in body) {
    const path = LEARNING_PATHS_BY_ID.get(body.pathId);
    if (!path) throw new NotFoundError(ERROR_MESSAGES.learningPathNotFound);
    record = {
      teamId,
      pathId: path.id,
      kind: 'CATALOGUE',
      name: path.name,
      description: path.description,
      scenarioIds: [...path.scenarioIds],
      assignedAt: now.toISOString(),
      assignedBy: actor.name,
    };
  } else {
    const { scenarioIds } = body;
    if (scenarioIds.some((id) => !scenarioCard(id)))
      throw new ValidationError(TEAM_TEXTS.unknownScenario, [
        { path: 'scenarioIds', message: TEAM_TEXTS.unknownScenario },
      ]);
    record = {
      teamId,
      pathId: `${COMPOSED_PATH_PREFIX}${ulid().toLowerCase()}`,
      kind: 'COMPOSED',
      name: body.name,
      description: body.description,
      scenarioIds,
      assignedAt: now.toISOString(),
      assignedBy: actor.name,
    };
  }
  const outcome = await assignTeamPath(record, TEAM_PATHS_MAX);
  if (outcome === 'duplicate') throw new ConflictError(TEAM_TEXTS.pathAlreadyAssigned);
  if (outcome === 'limit') throw new ConflictError(TEAM_TEXTS.pathLimit);
  return viewOf(record);
}

/** The paths the learner's team assigned (none without a team), for the learner's own paths. */
export async function assignedPathsOf(user: UserRecord): Promise<TeamPathRecord[]> {
  if (!user.teamId) return [];
  return listTeamPaths(user.teamId);
}
