import { z } from 'zod';

// Checked once at start-up so a mistyped endpoint fails loudly instead of silently dropping data.
const envSchema = z.object({
  VITE_ANALYTICS_ENDPOINT: z
    .union([z.url(), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
});

export const env = envSchema.parse(import.meta.env);
