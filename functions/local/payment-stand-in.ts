import type http from 'node:http';
import Stripe from 'stripe';
import { PLANS } from '../../shared/constants';
import { getConfig } from '../platform/config';
import { getCheckout } from '../repositories/payment-repository';
import { getUser } from '../repositories/user-repository';
import { LOCAL_BILLING_PATH, LOCAL_CHECKOUT_PATH } from '../services/payments/payment-service';
import { LOCAL_STRIPE_SECRET_KEY } from '../services/payments/stripe-settings';

/**
 * Plays the payment provider's part on one machine: a checkout page and a billing page that,
 * when used, send correctly signed webhook events to the real webhook handler over HTTP, the
 * same way the provider would. No network, no real money, the same code path on the server.
 */
export function isPaymentStandInPath(pathname: string): boolean {
  return pathname.startsWith(`${LOCAL_CHECKOUT_PATH}/`) || pathname.startsWith(`${LOCAL_BILLING_PATH}/`);
}

const stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY);
const DAY = 24 * 60 * 60;
let counter = 0;

function page(res: http.ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>
body{font-family:system-ui,sans-serif;background:#f6f7fb;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:2rem;max-width:26rem}
button{font:inherit;font-weight:600;background:#4f46e5;color:#fff;border:0;border-radius:999px;padding:.7rem 1.4rem;cursor:pointer}
a{color:#4338ca}.note{color:#475569;font-size:.9rem}</style></head><body><main>${body}</main></body></html>`);
}

async function sendEvent(
  req: http.IncomingMessage,
  type: string,
  object: Record<string, unknown>,
): Promise<void> {
  counter += 1;
  const payload = JSON.stringify({
    id: `evt_local_${Date.now()}_${counter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    api_version: '2025-01-27',
  });
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: getConfig().STRIPE_WEBHOOK_SECRET ?? '',
  });
  const response = await fetch(`http://${req.headers.host}/api/v1/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  if (!response.ok) throw new Error(`The webhook answered ${response.status}: ${await response.text()}`);
}

function subscriptionObject(
  userId: string,
  status: string,
  end: number,
  extra: Record<string, unknown> = {},
) {
  return {
    id: `sub_local_${userId}`,
    object: 'subscription',
    customer: `cus_local_${userId}`,
    status,
    trial_end: status === 'trialing' ? end : null,
    current_period_end: end,
    metadata: { userId },
    items: { object: 'list', data: [{ current_period_end: end }] },
    ...extra,
  };
}

export async function handlePaymentStandIn(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  const [, , kind, id, action] = url.pathname.split('/');
  const now = Math.floor(Date.now() / 1000);
  if (kind === 'checkout' && id) {
    const checkout = await getCheckout(id);
    if (!checkout)
      return page(
        res,
        404,
        'Checkout not found',
        '<h1>Checkout not found</h1><p><a href="/pricing">Back to pricing</a></p>',
      );
    if (req.method === 'POST' && action === 'pay') {
      const trialEnd = now + PLANS.STRATEGIST.trialDays * DAY;
      await sendEvent(req, 'checkout.session.completed', {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: checkout.userId,
        customer: `cus_local_${checkout.userId}`,
        subscription: `sub_local_${checkout.userId}`,
      });
      await sendEvent(
        req,
        'customer.subscription.created',
        subscriptionObject(checkout.userId, 'trialing', trialEnd),
      );
      res.writeHead(303, { location: `/payment-success?session_id=${encodeURIComponent(id)}` });
      return void res.end();
    }
    return page(
      res,
      200,
      'Checkout · Clarity (local test mode)',
      `<h1>Start your ${PLANS.STRATEGIST.name} trial</h1>
<p>${PLANS.STRATEGIST.priceLabel} ${PLANS.STRATEGIST.period}, free for ${PLANS.STRATEGIST.trialDays} days. Signed in as ${checkout.email}.</p>
<form method="post" action="${LOCAL_CHECKOUT_PATH}/${id}/pay"><button type="submit">Start free trial</button></form>
<p><a href="/payment-cancel">Cancel and go back</a></p>
<p class="note">Local test mode: no card is charged; this page stands in for the payment provider.</p>`,
    );
  }
  if (kind === 'billing' && id) {
    const user = await getUser(id);
    if (!user?.subscription)
      return page(res, 404, 'No subscription', '<h1>No subscription</h1><p><a href="/profile">Back</a></p>');
    if (req.method === 'POST' && action === 'cancel') {
      await sendEvent(
        req,
        'customer.subscription.deleted',
        subscriptionObject(id, 'canceled', Math.floor(Date.parse(user.subscription.accessEndsAt) / 1000), {
          ended_at: Math.floor(Date.parse(user.subscription.accessEndsAt) / 1000),
        }),
      );
      res.writeHead(303, { location: '/profile' });
      return void res.end();
    }
    return page(
      res,
      200,
      'Billing · Clarity (local test mode)',
      `<h1>Your ${PLANS.STRATEGIST.name} plan</h1><p>Status: ${user.subscription.status.toLowerCase()}, until ${user.subscription.accessEndsAt.slice(0, 10)}.</p>
<form method="post" action="${LOCAL_BILLING_PATH}/${id}/cancel"><button type="submit">Cancel subscription</button></form>
<p><a href="/profile">Back to your profile</a></p>`,
    );
  }
  page(res, 404, 'Not found', '<h1>Not found</h1>');
}
