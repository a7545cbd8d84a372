import { idParamsSchema, skillParamsSchema } from '../../shared/schemas/common';
import {
  practiceAnswerBodySchema,
  practiceSubmitBodySchema,
  toolkitListQuerySchema,
} from '../../shared/schemas/toolkit';
import { callerOf, createDomainHandler, operation, reply } from '../platform/api-handler';
import { getMe } from '../services/profile-service';
import { answerQuestion, startPractice, submitPractice } from '../services/toolkit/practice-service';
import { skillTreeFor } from '../services/toolkit/skill-tree-service';
import {
  cognitiveBiasesFor,
  cognitiveBiasFor,
  mentalModelFor,
  mentalModelsFor,
  toolkitCategories,
} from '../services/toolkit/toolkit-service';

export const handler = createDomainHandler('toolkit', {
  listMentalModels: operation({ query: toolkitListQuerySchema }, async (input) =>
    reply(await mentalModelsFor(await getMe(callerOf(input)), input.query)),
  ),
  getMentalModel: operation({ params: idParamsSchema }, async (input) =>
    reply(await mentalModelFor(await getMe(callerOf(input)), input.params.id)),
  ),
  listCognitiveBiases: operation({ query: toolkitListQuerySchema }, async (input) =>
    reply(await cognitiveBiasesFor(await getMe(callerOf(input)), input.query)),
  ),
  getCognitiveBias: operation({ params: idParamsSchema }, async (input) =>
    reply(await cognitiveBiasFor(await getMe(callerOf(input)), input.params.id)),
  ),
  listCategories: operation({}, async () => reply(await toolkitCategories())),
  getSkillTree: operation({}, async (input) => reply(skillTreeFor(await getMe(callerOf(input))))),
  startPractice: operation({ params: skillParamsSchema }, async (input) =>
    reply(await startPractice(await getMe(callerOf(input)), input.params.skillId)),
  ),
  answerQuestion: operation({ body: practiceAnswerBodySchema }, async (input) =>
    reply(await answerQuestion(await getMe(callerOf(input)), input.body)),
  ),
  submitPractice: operation({ body: practiceSubmitBodySchema }, async (input) =>
    reply(await submitPractice(await getMe(callerOf(input)), input.body)),
  ),
});
