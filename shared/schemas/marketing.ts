import * as z from 'zod';
import { PLAN_TIERS } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';

/** Icon names a demo slide may use (spec section 3). */
export const DEMO_ICONS = [
  'Brain',
  'Zap',
  'Target',
  'Users',
  'Star',
  'ArrowRight',
  'CheckCircle',
  'Play',
  'X',
  'EyeOff',
  'Shield',
  'MessageCircle',
  'MapIcon',
  'TrendingUp',
] as const;

export const demoSlideSchema = /* @__PURE__ */ z
  .object({
    icon: z.enum(DEMO_ICONS),
    title: z.string().trim().min(3).max(80),
    mainText: z.string().trim().min(40).max(400),
  })
  .strict();
export type DemoSlide = z.infer<typeof demoSlideSchema>;

/** GET /content/summary: what the catalogue holds, counted from the content data. */
export interface ContentSummary {
  scenarios: number;
  mentalModels: number;
  cognitiveBiases: number;
  premiumItems: number;
  practiceQuestions: number;
  learningPaths: number;
}

export { PLAN_TIERS, type PlanTier } from '../constants';

/** POST /feedback/waitlist */
export const waitlistBodySchema = /* @__PURE__ */ z
  .object({
    email: z
      .string({ error: VALIDATION_MESSAGES.waitlistEmailRequired })
      .trim()
      .min(1, VALIDATION_MESSAGES.waitlistEmailRequired)
      .max(254)
      .pipe(z.email(VALIDATION_MESSAGES.waitlistEmailInvalid))
      .transform((email) => email.toLowerCase()),
    tier: z.enum(PLAN_TIERS),
  })
  .strict();
export type WaitlistBody = z.input<typeof waitlistBodySchema>;
