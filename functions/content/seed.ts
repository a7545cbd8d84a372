import { createHash } from 'node:crypto';
import { logger } from '../platform/logger';
import { readContentVersion, replaceContent } from '../repositories/content-seed-repository';
import type { ContentSummary } from '../../shared/schemas/marketing';
import { LEARNING_PATHS } from './learning-paths';
import { cardsForSkill, scenarioCards } from './scenario-cards';
import { allScenarios } from './scenario-library';
import { PRACTICE_QUESTIONS } from './practice-questions';
import { COGNITIVE_BIASES, MENTAL_MODELS, SKILL_TREE } from './toolkit';

/**
 * Seeds the toolkit and scenario content into the table. Idempotent: a content hash recorded with the
 * data means an unchanged catalogue costs one GetItem; a changed one is rewritten whole.
 */
/** Bumped when what is derived at seeding changes, so an unchanged catalogue is seeded again. */
const SEED_FORMAT = 2;

export function contentHash(): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        SEED_FORMAT,
        MENTAL_MODELS,
        COGNITIVE_BIASES,
        PRACTICE_QUESTIONS,
        SKILL_TREE,
        allScenarios(),
      ]),
    )
    .digest('hex')
    .slice(0, 16);
}

/** The landing page's claims, counted from the content itself so they are always true. */
export function contentSummary(): ContentSummary {
  return {
    scenarios: scenarioCards().length,
    mentalModels: MENTAL_MODELS.length,
    cognitiveBiases: COGNITIVE_BIASES.length,
    premiumItems: [...scenarioCards(), ...MENTAL_MODELS, ...COGNITIVE_BIASES].filter((item) => item.premium)
      .length,
    practiceQuestions: PRACTICE_QUESTIONS.length,
    learningPaths: LEARNING_PATHS.length,
  };
}

export async function seedContent(
  now: Date = new Date(),
): Promise<{ status: 'unchanged' | 'seeded'; items: number; hash: string }> {
  const hash = contentHash();
  if ((await readContentVersion()) === hash) return { status: 'unchanged', items: 0, hash };
  const items = await replaceContent(
    {
      models: MENTAL_MODELS.map((model) => ({
        ...model,
        scenarioCount: cardsForSkill(model.skillId).length,
      })),
      biases: COGNITIVE_BIASES,
      questions: PRACTICE_QUESTIONS,
      tree: SKILL_TREE,
      scenarios: allScenarios(),
      summary: contentSummary(),
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
