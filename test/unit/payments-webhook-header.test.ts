import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { stripeSignatureHeaderSchema } from '../../shared/schemas/payments';

const settingsRead = vi.fn();
vi.mock('../../functions/services/payments/stripe-settings', () => ({
  stripeSettings: () => {
    settingsRead();
    throw new Error('the webhook secret was read');
  },
}));

const stripe = new Stripe('sk_test_unit');
const payload = JSON.stringify({ id: 'evt_1', type: 'customer.subscription.updated' });

describe("the Stripe-Signature header's shape", () => {
  it('accepts the headers Stripe sends, with one or more v1 signatures and other schemes beside them', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x' });
    const v1 = 'a'.repeat(64);
    for (const value of [
      header,
      `t=1492774577,v1=${v1}`,
      `t=1492774577,v1=${v1},v1=${'b'.repeat(64)},v0=6ffbb59b`,
    ])
      expect(stripeSignatureHeaderSchema.safeParse(value).success).toBe(true);
  });

  it('refuses a missing header, one without a timestamp or a v1 signature, and oversized or malformed ones', () => {
    const v1 = 'a'.repeat(64);
    for (const value of [
      undefined,
      '',
      `v1=${v1}`,
      't=1492774577',
      't=1492774577,v0=6ffbb59b',
      `t=1492774577,v1=${'a'.repeat(63)}`,
      `t=1492774577,v1=${'g'.repeat(64)}`,
      `t=now,v1=${v1}`,
      `t=1492774577;v1=${v1}`,
      `t=1492774577,v1=${v1},x=${'y'.repeat(3000)}`,
      ['t=1492774577', `v1=${v1}`],
    ])
      expect(stripeSignatureHeaderSchema.safeParse(value).success).toBe(false);
  });
});

describe('a webhook delivery without a well-formed signature', () => {
  it('is refused with the signature message before the secret or the SDK is loaded', async () => {
    const { handleWebhook } = await import('../../functions/services/payments/payment-service');
    for (const header of [undefined, 'junk', `t=1,v1=${'z'.repeat(64)}`]) {
      await expect(handleWebhook(payload, header)).rejects.toMatchObject({
        statusCode: 400,
        message: 'The webhook signature could not be verified.',
      });
    }
    expect(settingsRead).not.toHaveBeenCalled();
  });
});
