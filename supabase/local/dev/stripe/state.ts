// The Stripe stand-in's account: the objects Stripe would keep (customers, prices, checkout and
// portal sessions, subscriptions, events), in memory for the life of the stack, in the shapes
// Stripe's API answers with, and the webhook delivery Stripe does, signed with Stripe's scheme:
// `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint secret>`.
import { createHmac, randomBytes } from 'node:crypto';

/** The API version Stripe stamps on events (the one the stripe npm package pins). */
const STRIPE_API_VERSION = '2026-10-28.endive';

export type StripeObject = Record<string, unknown> & { id: string; object: string };

interface LocalPrice {
  id: string;
  tier: string;
  interval: 'month' | 'year';
  unitAmount: number;
}

/**
 * The local catalogue: one monthly and one yearly price per paid plan, in US cents. Keep in step
 * with the prices /solutions shows (src/modules/account/plans.ts); a hosted project configures its
 * own price ids in the STRIPE_PRICES secret.
 */
export const LOCAL_PRICES: readonly LocalPrice[] = [
  { id: 'price_basic_monthly', tier: 'Basic', interval: 'month', unitAmount: 1900 },
  { id: 'price_basic_yearly', tier: 'Basic', interval: 'year', unitAmount: 19000 },
  { id: 'price_advanced_monthly', tier: 'Advanced', interval: 'month', unitAmount: 4900 },
  { id: 'price_advanced_yearly', tier: 'Advanced', interval: 'year', unitAmount: 49000 },
  { id: 'price_professional_monthly', tier: 'Professional', interval: 'month', unitAmount: 9900 },
  { id: 'price_professional_yearly', tier: 'Professional', interval: 'year', unitAmount: 99000 },
];

const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function priceObject(p: LocalPrice): StripeObject {
  return {
    id: p.id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: p.unitAmount,
    type: 'recurring',
    recurring: { interval: p.interval, interval_count: 1 },
    product: `prod_canopy_${p.tier.toLowerCase()}`,
    lookup_key: `${p.tier.toLowerCase()}_${p.interval}ly`,
    metadata: { tier: p.tier },
    livemode: false,
    created: 1_700_000_000,
  };
}

/** The header Stripe sends with a delivery (any v1 entry that matches passes). */
function signatureHeader(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

interface Delivery {
  event: string;
  status: number | null;
  error?: string;
}

export class StripeAccount {
  readonly customers = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly accounts = new Map<string, StripeObject>();
  readonly events: StripeObject[] = [];
  readonly deliveries: Delivery[] = [];
  /** POST answers by Idempotency-Key, so an SDK retry gets the first answer back. */
  readonly idempotent = new Map<string, { status: number; body: unknown }>();

  constructor(
    readonly opts: {
      secretKey: string;
      webhookSecret: string;
      /** Where events are delivered: the project's stripe-webhook function. */
      webhookUrl: string;
      /** Where the hosted pages (checkout, portal) are served: `<api>/checkout`. */
      pagesUrl: string;
      log: (message: string) => void;
    },
  ) {}

  price(id: string): LocalPrice | undefined {
    return LOCAL_PRICES.find((p) => p.id === id);
  }

  subscriptionItem(sub: StripeObject): Record<string, unknown> {
    return (sub.items as { data: Record<string, unknown>[] }).data[0]!;
  }

  newSubscription(customer: string, price: LocalPrice, metadata: Record<string, unknown>): StripeObject {
    const id = newId('sub');
    const start = now();
    const end = start + (price.interval === 'year' ? 365 : 30) * 86_400;
    const sub: StripeObject = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      currency: 'usd',
      metadata,
      livemode: false,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: priceObject(price),
            quantity: 1,
            subscription: id,
            current_period_start: start,
            current_period_end: end,
            created: start,
            metadata: {},
          },
        ],
      },
    };
    this.subscriptions.set(id, sub);
    return sub;
  }

  /** Records an event and delivers it to the webhook endpoint, as Stripe does, awaiting the answer. */
  async emit(type: string, object: StripeObject, previous?: Record<string, unknown>): Promise<StripeObject> {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    this.events.unshift(event);
    const payload = JSON.stringify(event, null, 2);
    try {
      const res = await fetch(this.opts.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(payload, this.opts.webhookSecret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      this.deliveries.unshift({ event: event.id, status: res.status });
      if (!res.ok) this.opts.log(`stripe: ${type} ${event.id} → webhook answered ${res.status}`);
    } catch (err) {
      this.deliveries.unshift({ event: event.id, status: null, error: String(err) });
      this.opts.log(`stripe: ${type} ${event.id} → webhook unreachable: ${String(err)}`);
    }
    return event;
  }
}
