import { useRateLimit } from './rate-limits';
import * as z from 'zod';
import { demoSlideSchema, type ContentSummary, type DemoSlide } from '../../shared/schemas/marketing';
import slideData from '../content/demo-slides.json' with { type: 'json' };
import { ERROR_MESSAGES } from '../../shared/messages';
import { ServiceUnavailableError } from '../platform/errors';
import { readContentSummary } from '../repositories/content-summary-repository';
import { addToWaitlist } from '../repositories/waitlist-repository';

const SLIDES: readonly DemoSlide[] = z.array(demoSlideSchema).min(3).parse(slideData);

export function demoSlides(): readonly DemoSlide[] {
  return SLIDES;
}

let summary: ContentSummary | undefined;

/**
 * The landing page's claims, counted by the seeder from the content it seeds (so they are
 * always true) and read once per container: content changes only with a deploy.
 */
export async function contentSummary(): Promise<ContentSummary> {
  summary ??= await readContentSummary();
  if (!summary) throw new ServiceUnavailableError(ERROR_MESSAGES.unexpected);
  return summary;
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
