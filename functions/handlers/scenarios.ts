import { emptySchema, pathIdParamsSchema, timeZoneQuerySchema } from '../../shared/schemas/common';
import {
  scenarioCompleteBodySchema,
  scenarioIdParamsSchema,
  scenarioListQuerySchema,
  scenarioPauseBodySchema,
  scenarioRespondBodySchema,
  scenarioStartBodySchema,
  skillIdParamsSchema,
} from '../../shared/schemas/scenarios';
import { callerOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import { getMe } from '../services/profile-service';
import { learningPathFor, myLearningPaths } from '../services/scenarios/learning-path-service';
import { completeWithNextStep } from '../services/scenarios/next-step';
import {
  continueLearning,
  getScenario,
  listScenarios,
  pauseScenario,
  retryReply,
  respond,
  restartScenario,
  resumeScenario,
  scenariosByMentalModel,
  scenariosBySkill,
  startScenario,
} from '../services/scenarios/scenario-service';
import { dailyChallengeFor } from '../services/scenarios/daily-challenge';
import { startPathAssessment } from '../services/scenarios/path-assessment';

export const handler = createDomainHandler('scenarios', {
  startPathAssessment: operation({ params: pathIdParamsSchema }, async (input) =>
    reply(await startPathAssessment(await getMe(callerOf(input)), input.params.pathId)),
  ),
  getDailyChallenge: operation({ query: timeZoneQuerySchema }, async (input) =>
    reply(dailyChallengeFor(await getMe(callerOf(input)), input.query.timeZone)),
  ),
  listInProgress: operation({}, async (input) => reply(await continueLearning(await getMe(callerOf(input))))),
  listMyPaths: operation({}, async (input) => reply(await myLearningPaths(await getMe(callerOf(input))))),
  getLearningPath: operation({ params: skillIdParamsSchema }, async (input) =>
    reply(await learningPathFor(await getMe(callerOf(input)), input.params.id)),
  ),
  listScenarios: operation({ query: scenarioListQuerySchema }, async (input) =>
    reply(await listScenarios(await getMe(callerOf(input)), input.query)),
  ),
  listBySkill: operation({ params: skillIdParamsSchema }, async (input) =>
    reply(await scenariosBySkill(await getMe(callerOf(input)), input.params.id)),
  ),
  listByMentalModel: operation({ params: skillIdParamsSchema }, async (input) =>
    reply(await scenariosByMentalModel(await getMe(callerOf(input)), input.params.id)),
  ),
  getScenario: operation({ params: scenarioIdParamsSchema }, async (input) =>
    reply(await getScenario(await getMe(callerOf(input)), input.params.id)),
  ),
  startScenario: operation({ params: scenarioIdParamsSchema, body: scenarioStartBodySchema }, async (input) =>
    reply(await startScenario(await getMe(callerOf(input)), input.params.id, input.body.timeZone)),
  ),
  restartScenario: operation(
    { params: scenarioIdParamsSchema, body: scenarioStartBodySchema },
    async (input) => reply(await restartScenario(await getMe(callerOf(input)), input.params.id)),
  ),
  respond: operation({ params: scenarioIdParamsSchema, body: scenarioRespondBodySchema }, async (input) =>
    reply(await respond(await getMe(callerOf(input)), input.params.id, input.body), {
      statusCode: 202,
      message: 'The tutor is thinking; the reply arrives over the WebSocket.',
    }),
  ),
  completeScenario: operation(
    { params: scenarioIdParamsSchema, body: scenarioCompleteBodySchema },
    async (input) =>
      reply(await completeWithNextStep(await getMe(callerOf(input)), input.params.id, input.body)),
  ),
  retryReply: operation({ params: scenarioIdParamsSchema, body: emptySchema }, async (input) =>
    reply(await retryReply(await getMe(callerOf(input)), input.params.id), { statusCode: 202 }),
  ),
  pauseScenario: operation({ params: scenarioIdParamsSchema, body: scenarioPauseBodySchema }, async (input) =>
    reply(await pauseScenario(await getMe(callerOf(input)), input.params.id)),
  ),
  resumeScenario: operation({ params: scenarioIdParamsSchema }, async (input) =>
    reply(await resumeScenario(await getMe(callerOf(input)), input.params.id)),
  ),
});
