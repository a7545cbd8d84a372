import { useRateLimit } from './rate-limits';
import { z } from 'zod';
import { demoSlideSchema, type ContentSummary, type DemoSlide } from '../../shared/schemas/marketing';
import slideData from '../content/demo-slides.json' with { type: 'json' };
import { LEARNING_PATHS } from '../content/learning-paths';
import { SCENARIOS } from '../content/scenarios';
import { COGNITIVE_BIASES, MENTAL_MODELS, PRACTICE_QUESTIONS } from '../content/toolkit';
import { addToWaitlist } from '../repositories/waitlist-repository';

const SLIDES: readonly DemoSlide[] = z.array(demoSlideSchema).min(3).parse(slideData);

export function demoSlides(): readonly DemoSlide[] {
  return SLIDES;
}

/** The landing page's claims, counted from the content itself so they are always true. */
export function contentSummary(): ContentSummary {
  return {
    scenarios: SCENARIOS.length,
    mentalModels: MENTAL_MODELS.length,
    cognitiveBiases: COGNITIVE_BIASES.length,
    premiumItems: [...SCENARIOS, ...MENTAL_MODELS, ...COGNITIVE_BIASES].filter((item) => item.premium).length,
    practiceQuestions: PRACTICE_QUESTIONS.length,
    learningPaths: LEARNING_PATHS.length,
  };
}

/** Joining twice is not an error and makes no second entry. */
export async function joinWaitlist(
  email: string,
  tier: string,
  clientIp: string,
  now = new Date(),
): Promise<{ joined: true }> {
  await useRateLimit('waitlistPerClient', clientIp, now);
  await addToWaitlist(email, tier, now);
  return { joined: true };
}
