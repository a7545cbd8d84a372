import { emptySchema } from '../../shared/schemas/common';
import {
  challengeIdParamsSchema,
  challengeScenarioParamsSchema,
  createChallengeBodySchema,
} from '../../shared/schemas/challenges';
import { callerOf, createDomainHandler, operation, optionalCallerOf, reply } from '../platform/api-handler';
import {
  challengeDetails,
  challengeHistory,
  closeChallenge,
  createChallenge,
  joinChallenge,
} from '../services/challenges/challenge-service';
import { getMe } from '../services/profile-service';

export const handler = createDomainHandler('challenges', {
  createChallenge: operation(
    { params: challengeScenarioParamsSchema, body: createChallengeBodySchema },
    async (input) => {
      const created = await createChallenge(await getMe(callerOf(input)), input.params.scenarioId);
      return reply(created, { statusCode: created.created ? 201 : 200 });
    },
  ),
  // Public: guests see the challenge; a signed-in caller is marked among the participants.
  getChallengeDetails: operation({ params: challengeIdParamsSchema }, async (input) =>
    reply(await challengeDetails(input.params.id, (await optionalCallerOf(input))?.userId)),
  ),
  joinChallenge: operation({ params: challengeIdParamsSchema, body: emptySchema }, async (input) =>
    reply(await joinChallenge(await getMe(callerOf(input)), input.params.id)),
  ),
  getChallengeHistory: operation({}, async (input) =>
    reply(await challengeHistory(await getMe(callerOf(input)))),
  ),
  closeChallenge: operation({ params: challengeIdParamsSchema, body: emptySchema }, async (input) =>
    reply(await closeChallenge(await getMe(callerOf(input)), input.params.id)),
  ),
});
