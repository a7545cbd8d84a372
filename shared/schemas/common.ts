import { z } from 'zod';

/**
 * The pattern every API call follows: one module per domain under shared/schemas exports
 * a schema for each request part (body, params, query) and the type of its response data.
 * Handlers validate with these; the web client types its calls with them.
 */

/** Ids are ULIDs or content slugs: letters, digits, dash and underscore, at most 64. */
export const idSchema = z
  .string()
  .trim()
  .min(1, 'An id is required.')
  .max(64, 'That id is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'That id is not valid.');

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** A request part that takes nothing: unknown keys are rejected, not silently dropped. */
export const emptySchema = z.object({}).strict();
