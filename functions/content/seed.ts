import { createHash } from 'node:crypto';
import { logger } from '../platform/logger';
import { readContentVersion, replaceContent } from '../repositories/content-repository';
import { SCENARIOS } from './scenarios';
import { COGNITIVE_BIASES, MENTAL_MODELS, PRACTICE_QUESTIONS, SKILL_TREE } from './toolkit';

/**
 * Seeds the toolkit and scenario content into the table. Idempotent: a content hash recorded with the
 * data means an unchanged catalogue costs one GetItem; a changed one is rewritten whole.
 */
export function contentHash(): string {
  return createHash('sha256')
    .update(JSON.stringify([MENTAL_MODELS, COGNITIVE_BIASES, PRACTICE_QUESTIONS, SKILL_TREE, SCENARIOS]))
    .digest('hex')
    .slice(0, 16);
}

export async function seedContent(
  now: Date = new Date(),
): Promise<{ status: 'unchanged' | 'seeded'; items: number; hash: string }> {
  const hash = contentHash();
  if ((await readContentVersion()) === hash) return { status: 'unchanged', items: 0, hash };
  const items = await replaceContent(
    {
      models: MENTAL_MODELS,
      biases: COGNITIVE_BIASES,
      questions: PRACTICE_QUESTIONS,
      tree: SKILL_TREE,
      scenarios: SCENARIOS,
    },
    hash,
    now,
  );
  logger.info('Toolkit content seeded', { items, hash });
  return { status: 'seeded', items, hash };
}

/** Lambda entry for the deploy-time trigger. */
export async function handler(): Promise<{ status: string; items: number; hash: string }> {
  return seedContent();
}
