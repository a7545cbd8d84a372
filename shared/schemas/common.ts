import * as z from 'zod';

/**
 * The pattern every API call follows: one module per domain under shared/schemas exports
 * a schema for each request part (body, params, query) and the type of its response data.
 * Handlers validate with these; the web client types its calls with them.
 */

/** Ids are ULIDs or content slugs: letters, digits, dash and underscore, at most 64. */
export const idSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .min(1, 'An id is required.')
  .max(64, 'That id is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'That id is not valid.');

export const idParamsSchema = /* @__PURE__ */ z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** A request part that takes nothing: unknown keys are rejected, not silently dropped. */
export const emptySchema = /* @__PURE__ */ z.object({}).strict();

const ZONE_SHAPE = /^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+){1,2})$/;

/** An IANA time zone name the runtime knows (Europe/Berlin, America/Argentina/Salta, UTC). */
export function isIanaTimeZone(value: string): boolean {
  if (!ZONE_SHAPE.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MESSAGE = 'timeZone must be an IANA time zone such as Europe/Berlin.';

/** The learner's time zone, from the browser; UTC when not sent. */
export const timeZoneSchema = /* @__PURE__ */ z
  .string()
  .max(64)
  .refine(isIanaTimeZone, TIME_ZONE_MESSAGE)
  .default('UTC');

/** `?timeZone=`: the browser sends its IANA time zone so "today" is the learner's own day. */
export const timeZoneQuerySchema = /* @__PURE__ */ z.object({ timeZone: timeZoneSchema }).strict();

/** `{pathId}` of a learning path in a route. */
export const pathIdParamsSchema = /* @__PURE__ */ z.object({ pathId: idParamsSchema.shape.id }).strict();

/** `{skillId}` of a mental model or bias in a route. */
export const skillParamsSchema = /* @__PURE__ */ z.object({ skillId: idParamsSchema.shape.id }).strict();
