import type Stripe from 'stripe';
import * as z from 'zod';
import { getConfig } from '../../platform/config';
import { ServiceUnavailableError } from '../../platform/errors';
import { traced } from '../../platform/tracing';

/** Locally the checkout page is played by the local server; these keys never leave the machine. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_clarity';

const secretSchema = z.object({ secretKey: z.string().min(1), webhookSecret: z.string().min(1) }).strict();

export interface StripeSettings {
  /** 'local': the local server's stand-in checkout; 'stripe': the real API. */
  mode: 'local' | 'stripe';
  client: Stripe;
  webhookSecret: string;
  priceId: string | undefined;
}

let cached: Promise<StripeSettings> | undefined;

/**
 * Stripe's SDK and the Secrets Manager client load on the first call that needs them, not at
 * the function's cold start: the bundle carries them, but only a payments request runs them.
 */
async function load(): Promise<StripeSettings> {
  const config = getConfig();
  const { default: Stripe } = await import('stripe');
  if (config.STAGE !== 'aws') {
    if (!config.STRIPE_WEBHOOK_SECRET) throw new ServiceUnavailableError('Payments are not configured.');
    return {
      mode: 'local',
      client: new Stripe(LOCAL_STRIPE_SECRET_KEY),
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      priceId: undefined,
    };
  }
  if (!config.STRIPE_SECRET_NAME || !config.STRIPE_PRICE_ID) {
    throw new ServiceUnavailableError('Payments are not configured.');
  }
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const secrets = traced(new SecretsManagerClient({ region: config.AWS_REGION }));
  const value = await secrets.send(new GetSecretValueCommand({ SecretId: config.STRIPE_SECRET_NAME }));
  const parsed = secretSchema.parse(JSON.parse(value.SecretString ?? '{}'));
  return {
    mode: 'stripe',
    client: new Stripe(parsed.secretKey),
    webhookSecret: parsed.webhookSecret,
    priceId: config.STRIPE_PRICE_ID,
  };
}

/** Read once per container (Secrets Manager on AWS); a failed read is retried on the next call. */
export function stripeSettings(): Promise<StripeSettings> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
