import { ulid } from 'ulid';
import type Stripe from 'stripe';
import { PLANS } from '../../../shared/constants';
import { stripeSignatureHeaderSchema } from '../../../shared/schemas/payments';
import type { SubscriptionRecord, SubscriptionStatus } from '../../../shared/schemas/users';
import { getConfig } from '../../platform/config';
import { ConflictError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import {
  applySubscriptionEvent,
  getCheckout,
  putCheckout,
  recordIgnoredEvent,
  type EventOutcome,
} from '../../repositories/payment-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { grantsPremium } from '../entitlements';
import { useRateLimit } from '../rate-limits';
import { rewardReferrerOfPayingMember } from '../referrals/referral-service';
import { stripeSettings } from './stripe-settings';

export const PAYMENT_TEXTS = {
  badSignature: 'The webhook signature could not be verified.',
  alreadyPremium: 'You already have premium access.',
  noSubscription: 'You have no subscription to manage yet.',
} as const;

/** The local server's stand-in pages. */
export const LOCAL_CHECKOUT_PATH = '/__dev/checkout';
export const LOCAL_BILLING_PATH = '/__dev/billing';

/**
 * POST /payments/create-checkout-session: Strategist, billed annually, with the 7-day trial.
 * Returns the URL of the checkout page (Stripe's, or the local stand-in's).
 */
export async function createCheckoutSession(
  user: UserRecord,
  now = new Date(),
): Promise<{ sessionId: string; url: string }> {
  if (grantsPremium(user, now)) throw new ConflictError(PAYMENT_TEXTS.alreadyPremium);
  await useRateLimit('checkoutPerLearner', user.userId, now);
  const settings = await stripeSettings();
  const origin = getConfig().WEB_ORIGIN;
  if (settings.mode === 'local') {
    const sessionId = `cs_local_${ulid(now.getTime())}`;
    await putCheckout({ sessionId, userId: user.userId, email: user.email, createdAt: now.toISOString() });
    return { sessionId, url: `${origin}${LOCAL_CHECKOUT_PATH}/${sessionId}` };
  }
  const session = await settings.client.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: settings.priceId, quantity: 1 }],
    client_reference_id: user.userId,
    customer_email: user.email,
    metadata: { userId: user.userId },
    subscription_data: { trial_period_days: PLANS.STRATEGIST.trialDays, metadata: { userId: user.userId } },
    success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/payment-cancel`,
  });
  await putCheckout({
    sessionId: session.id,
    userId: user.userId,
    email: user.email,
    createdAt: now.toISOString(),
  });
  if (!session.url) throw new ConflictError('The payment provider returned no checkout page.');
  return { sessionId: session.id, url: session.url };
}

/**
 * POST /payments/create-payment-page: the page where a subscriber manages their plan (payment
 * method, invoices, cancellation): Stripe's customer portal, or the local stand-in.
 */
export async function createPaymentPage(user: UserRecord): Promise<{ url: string }> {
  const subscription = user.subscription;
  if (!subscription) throw new ConflictError(PAYMENT_TEXTS.noSubscription);
  const settings = await stripeSettings();
  const origin = getConfig().WEB_ORIGIN;
  if (settings.mode === 'local') return { url: `${origin}${LOCAL_BILLING_PATH}/${user.userId}` };
  const portal = await settings.client.billingPortal.sessions.create({
    customer: subscription.customerId,
    return_url: `${origin}/profile?tab=settings`,
  });
  return { url: portal.url };
}

const STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'TRIALING',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete_expired: 'EXPIRED',
  incomplete: 'EXPIRED',
  paused: 'EXPIRED',
};

const iso = (seconds: number | null | undefined) => new Date((seconds ?? 0) * 1000).toISOString();

/** The end of access a subscription object implies (newer API versions keep the period on the item). */
function accessEnd(subscription: Stripe.Subscription): number {
  const item = subscription.items?.data?.[0] as { current_period_end?: number } | undefined;
  const period =
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    item?.current_period_end;
  if (subscription.status === 'trialing' && subscription.trial_end) return subscription.trial_end;
  if (subscription.status === 'canceled')
    return subscription.ended_at ?? subscription.canceled_at ?? period ?? 0;
  return period ?? subscription.trial_end ?? 0;
}

async function ownerOf(subscription: Stripe.Subscription): Promise<string | undefined> {
  return subscription.metadata?.userId || undefined;
}

const badSignature = () =>
  new ValidationError(PAYMENT_TEXTS.badSignature, [
    { path: 'headers.stripe-signature', message: PAYMENT_TEXTS.badSignature },
  ]);

/**
 * POST /payments/webhook: verified with the provider's signature (no JWT). Subscription events
 * grant, renew or end access; each event is applied once, and older events never overwrite
 * newer state.
 */
export async function handleWebhook(
  rawBody: string,
  signature: string | undefined,
): Promise<{ outcome: EventOutcome | 'ignored' }> {
  if (!stripeSignatureHeaderSchema.safeParse(signature).success) throw badSignature();
  const settings = await stripeSettings();
  let event: Stripe.Event;
  try {
    event = settings.client.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
  } catch {
    throw badSignature();
  }
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const userId = await ownerOf(subscription);
      if (!userId) {
        await recordIgnoredEvent(event.id);
        return { outcome: 'ignored' };
      }
      const record: SubscriptionRecord = {
        plan: 'STRATEGIST',
        status:
          event.type === 'customer.subscription.deleted'
            ? 'CANCELED'
            : (STATUS[subscription.status] ?? 'EXPIRED'),
        accessEndsAt: iso(accessEnd(subscription)),
        source: 'SUBSCRIPTION',
        customerId:
          typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
        subscriptionId: subscription.id,
        lastEventAt: iso(event.created),
      };
      const outcome = await applySubscriptionEvent(userId, event.id, record);
      // The first paid period rewards whoever referred the member (once, however often it is told).
      if (record.status === 'ACTIVE') await rewardReferrerOfPayingMember(userId);
      logger.info('Subscription event', {
        type: event.type,
        eventId: event.id,
        userId,
        outcome,
        status: record.status,
      });
      return { outcome };
    }
    case 'checkout.session.completed': {
      // Access comes with the subscription events; the checkout only confirms whose it was.
      const session = event.data.object;
      const known = await getCheckout(session.id);
      logger.info('Checkout completed', { sessionId: session.id, known: Boolean(known) });
      await recordIgnoredEvent(event.id);
      return { outcome: 'ignored' };
    }
    default:
      await recordIgnoredEvent(event.id);
      return { outcome: 'ignored' };
  }
}
