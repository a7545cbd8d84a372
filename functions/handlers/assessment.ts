import { assessmentSubmitBodySchema, attemptIdParamsSchema } from '../../shared/schemas/assessment';
import {
  callerOf,
  clientIpOf,
  createDomainHandler,
  operation,
  optionalCallerOf,
  reply,
} from '../platform/api-handler';
import {
  feedbackFor,
  historyOf,
  latestFeedback,
  publicSnapshot,
  questionsFor,
  retakeStatus,
  submitAssessment,
} from '../services/assessment/assessment-service';
import { getMe } from '../services/profile-service';

async function optionalUser(input: Parameters<typeof optionalCallerOf>[0]) {
  const caller = await optionalCallerOf(input);
  return caller ? getMe(caller) : undefined;
}

export const handler = createDomainHandler('assessment', {
  getQuestions: operation({}, async (input) => reply(await questionsFor(await optionalUser(input)))),
  submit: operation({ body: assessmentSubmitBodySchema }, async (input) =>
    reply(await submitAssessment(await optionalUser(input), input.body, clientIpOf(input.event)), {
      statusCode: 202,
      message: 'Your answers are being scored.',
    }),
  ),
  getFeedback: operation({ params: attemptIdParamsSchema }, async (input) => {
    const feedback = await feedbackFor(input.params.id);
    return reply(feedback, feedback ? {} : { message: 'Your results are still being prepared.' });
  }),
  getLatestFeedback: operation({}, async (input) =>
    reply(await latestFeedback(await getMe(callerOf(input)))),
  ),
  getHistory: operation({}, async (input) => reply(await historyOf(await getMe(callerOf(input))))),
  getRetakeStatus: operation({}, async (input) => reply(await retakeStatus(await getMe(callerOf(input))))),
  getSnapshot: operation({ params: attemptIdParamsSchema }, async (input) =>
    reply(await publicSnapshot(input.params.id)),
  ),
});
