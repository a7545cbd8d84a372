import * as z from 'zod';
import { runTutorTurn } from '../services/scenarios/tutor-turn-service';
import { workerHandler } from '../platform/worker';

const payloadSchema = z
  .object({ userId: z.string().min(1), sessionId: z.string().min(1), timeZone: z.string().max(64) })
  .strict();

export const handler = workerHandler('tutor-turn', async (payload) => {
  await runTutorTurn(payloadSchema.parse(payload));
});
