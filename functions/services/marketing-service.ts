import { useRateLimit } from './rate-limits';
import type { ContentSummary, DemoSlide } from '../../shared/schemas/marketing';
import { DEMO_SLIDES } from '../content/demo-slides';
import { ERROR_MESSAGES } from '../../shared/messages';
import { ServiceUnavailableError } from '../platform/errors';
import { readContentSummary } from '../repositories/content-summary-repository';
import { addToWaitlist } from '../repositories/waitlist-repository';

export function demoSlides(): readonly DemoSlide[] {
  return DEMO_SLIDES;
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
