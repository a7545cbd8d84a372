import { z } from 'zod';
import { runTutorTurn } from '../services/scenarios/tutor-turn-service';

const payloadSchema = z
  .object({ userId: z.string().min(1), sessionId: z.string().min(1), timeZone: z.string().max(64) })
  .strict();

export async function handler(payload: unknown): Promise<void> {
  await runTutorTurn(payloadSchema.parse(payload));
}
