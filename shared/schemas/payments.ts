import * as z from 'zod';

/**
 * The `Stripe-Signature` header of a webhook delivery: a timestamp and one or more v1
 * signatures (hex HMAC-SHA256), with other schemes possibly listed beside them, e.g.
 * "t=1492774577,v1=5257a8...,v0=6ffbb5...". A delivery whose header is not of this shape cannot
 * verify, so it is refused before the provider's SDK and the webhook secret are loaded.
 */
export const stripeSignatureHeaderSchema = z
  .string()
  .max(2048)
  .regex(/^t=\d{1,12}(,[a-z0-9]{1,8}=[A-Za-z0-9]{1,256})+$/)
  .refine((header) => /(^|,)v1=[0-9a-f]{64}(,|$)/.test(header));
