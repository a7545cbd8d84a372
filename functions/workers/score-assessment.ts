import { z } from 'zod';
import { scoreStoredAttempt } from '../services/assessment/scoring-service';

const payloadSchema = z.object({ attemptId: z.string().min(1) }).strict();

export async function handler(payload: unknown): Promise<void> {
  await scoreStoredAttempt(payloadSchema.parse(payload).attemptId);
}
