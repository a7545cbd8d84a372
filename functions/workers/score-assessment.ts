import * as z from 'zod';
import { scoreStoredAttempt } from '../services/assessment/scoring-service';
import { workerHandler } from '../platform/worker';

const payloadSchema = z.object({ attemptId: z.string().min(1) }).strict();

export const handler = workerHandler('score-assessment', async (payload) => {
  await scoreStoredAttempt(payloadSchema.parse(payload).attemptId);
});
