// Plans through Stripe, end to end on the local stack: the checkout, billing-portal and
// stripe-webhook functions, driven through the official `stripe` SDK against the stack's Stripe
// stand-in (dev/stripe), and Stripe-signed deliveries built with the SDK's own test-header helper.
// Forged, unsigned, stale, replayed and duplicate deliveries must change nothing.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from '../../supabase/local/dev/stripe/index.ts';
import { db, newUser, stack, type TestUser } from './helpers.ts';

const APP = 'http://localhost:4305';
const stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, {
  host: '127.0.0.1',
  port: Number(new URL(stack.apiUrl).port),
  protocol: 'http',
});

async function token(user: TestUser) {
  const { data } = await user.client.auth.getSession();
  return data.session!.access_token;
}

async function call(user: TestUser | null, name: string, body?: unknown) {
  const res = await fetch(`${stack.apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${user ? await token(user) : stack.anonKey}`,
      origin: APP,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function tierOf(userId: string) {
  const { rows } = await db().query<{ membership_tier: string }>(
    'select membership_tier from public.profiles where id = $1',
    [userId],
  );
  return rows[0]!.membership_tier;
}

async function account(userId: string) {
  const { rows } = await db().query('select * from public.billing_accounts where user_id = $1', [userId]);
  return rows[0] as Record<string, unknown> | undefined;
}

async function historyCount(userId: string) {
  const { rows } = await db().query<{ n: number }>(
    'select count(*)::int as n from public.subscription_events where user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

/** Checkout for a plan and pay on the stand-in's page, as the browser does. */
async function subscribe(user: TestUser, tier: string, interval = 'month') {
  const started = await call(user, 'checkout', { tier, interval });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = String(started.body.id);
  const paid = await fetch(`${stack.apiUrl}/checkout/pay/${id}/complete`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`${APP}/subscription/success?session_id=${id}`);
  return id;
}

function deliver(payload: string, header: string | null) {
  return fetch(`${stack.apiUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    body: payload,
  });
}

function eventPayload(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) {
  return JSON.stringify({
    id: `evt_test${Math.random().toString(36).slice(2)}${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    data: { object },
  });
}

describe('plans through Stripe', () => {
  it('checkout makes a subscription-mode session for the configured price; paying applies the plan', async () => {
    const user = await newUser({ prefix: 'pay-plan' });
    const id = await subscribe(user, 'Advanced', 'year');

    const session = await stripe.checkout.sessions.retrieve(id);
    expect(session).toMatchObject({ mode: 'subscription', status: 'complete', payment_status: 'paid' });
    expect(session.client_reference_id).toBe(user.id);
    const customer = (await stripe.customers.retrieve(String(session.customer))) as Stripe.Customer;
    expect(customer.metadata.user_id).toBe(user.id);
    const sub = await stripe.subscriptions.retrieve(String(session.subscription));
    expect(sub.items.data[0]!.price.id).toBe('price_advanced_yearly');

    expect(await tierOf(user.id)).toBe('Advanced');
    expect(await account(user.id)).toMatchObject({
      stripe_customer_id: customer.id,
      stripe_subscription_id: sub.id,
      subscription_status: 'active',
      plan_tier: 'Advanced',
      billing_interval: 'year',
    });
    // What /subscription/success reads: the user's own checkout row.
    const { data } = await user.client
      .from('billing_checkouts')
      .select('status, payment_status, tier')
      .eq('id', id);
    expect(data).toEqual([{ status: 'complete', payment_status: 'paid', tier: 'Advanced' }]);

    // Paying again is the portal's job.
    const again = await call(user, 'checkout', { tier: 'Professional' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already pay for a plan: use "Manage plan" to change or cancel it');
  });

  it('refuses an unknown plan, an unknown interval and no session with 4xx, changing nothing', async () => {
    const user = await newUser({ prefix: 'pay-bad' });
    for (const body of [{ tier: 'Platinum' }, { tier: 'free' }, { tier: 'Basic', interval: 'week' }, {}]) {
      const res = await call(user, 'checkout', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
    }
    expect((await call(user, 'checkout', { tier: 'Platinum' })).body.message).toBe(
      'tier: Choose the Basic, Advanced or Professional plan',
    );
    expect((await call(null, 'checkout', { tier: 'Basic' })).status).toBe(401);
    expect(await account(user.id)).toBeUndefined();
    expect(await tierOf(user.id)).toBe('free');
    const portal = await call(user, 'billing-portal');
    expect(portal).toEqual({
      status: 404,
      body: { code: 'no_billing_account', message: 'You have no paid plan to manage yet' },
    });
  });

  it('upgrades now, downgrades and cancels at the end of the paid period, through the portal', async () => {
    const user = await newUser({ prefix: 'pay-change' });
    const id = await subscribe(user, 'Basic');
    const portal = await call(user, 'billing-portal');
    expect(portal.status).toBe(200);
    expect(String(portal.body.url)).toMatch(new RegExp(`^${stack.apiUrl}/checkout/portal/bps_`));

    const subId = String((await stripe.checkout.sessions.retrieve(id)).subscription);
    let sub = await stripe.subscriptions.retrieve(subId);
    const item = sub.items.data[0]!;
    const periodEnd = new Date(item.current_period_end * 1000);

    await stripe.subscriptions.update(subId, {
      items: [{ id: item.id, price: 'price_professional_monthly' }],
    });
    expect(await tierOf(user.id)).toBe('Professional');

    await stripe.subscriptions.update(subId, { items: [{ id: item.id, price: 'price_advanced_monthly' }] });
    expect(await tierOf(user.id)).toBe('Professional');
    expect(await account(user.id)).toMatchObject({ pending_tier: 'Advanced', pending_from: periodEnd });

    // The scheduled job before and after the period ends.
    await db().query('select public.billing_apply_due($1)', [new Date(periodEnd.getTime() - 1000)]);
    expect(await tierOf(user.id)).toBe('Professional');
    await db().query('select public.billing_apply_due($1)', [new Date(periodEnd.getTime() + 1000)]);
    expect(await tierOf(user.id)).toBe('Advanced');

    sub = await stripe.subscriptions.update(subId, { cancel_at_period_end: true });
    expect(sub.cancel_at_period_end).toBe(true);
    expect(await account(user.id)).toMatchObject({ pending_tier: 'free', pending_from: periodEnd });
    await stripe.subscriptions.cancel(subId);
    expect(await tierOf(user.id)).toBe('Advanced');
    await db().query('select public.billing_apply_due($1)', [new Date(periodEnd.getTime() + 1000)]);
    expect(await tierOf(user.id)).toBe('free');
  });

  it('a failed renewal payment starts a grace period with a notification, then returns to Free', async () => {
    const user = await newUser({ prefix: 'pay-fail' });
    await subscribe(user, 'Basic');
    const { stripe_customer_id: customer } = (await account(user.id))!;
    const payload = eventPayload('invoice.payment_failed', { id: 'in_test1', object: 'invoice', customer });
    const header = await stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: LOCAL_STRIPE_WEBHOOK_SECRET,
    });
    const res = await deliver(payload, header);
    expect(res.status).toBe(200);
    const after = (await account(user.id))!;
    expect(after.grace_until).toBeInstanceOf(Date);
    const { data: notes } = await user.client
      .from('notifications')
      .select('title, message')
      .eq('title', 'Payment failed');
    expect(notes).toHaveLength(1);
    expect(notes![0]!.message).toMatch(
      /^We could not take the payment for your Basic plan\. Update your card by /,
    );
    expect(await tierOf(user.id)).toBe('Basic');

    const graceEnd = after.grace_until as Date;
    await db().query('select public.billing_apply_due($1)', [new Date(graceEnd.getTime() - 1000)]);
    expect(await tierOf(user.id)).toBe('Basic');
    await db().query('select public.billing_apply_due($1)', [new Date(graceEnd.getTime() + 1000)]);
    expect(await tierOf(user.id)).toBe('free');
    expect(await account(user.id)).toMatchObject({ grace_until: null, plan_tier: null });
  });

  it('refuses unsigned, forged, stale and replayed-late deliveries and applies a duplicate once', async () => {
    const user = await newUser({ prefix: 'pay-hook' });
    await subscribe(user, 'Basic');
    const acct = (await account(user.id))!;
    const sub = await stripe.subscriptions.retrieve(String(acct.stripe_subscription_id));
    const upgraded = {
      ...sub,
      items: { ...sub.items, data: [{ ...sub.items.data[0]!, price: { id: 'price_professional_monthly' } }] },
    };
    const payload = eventPayload('customer.subscription.updated', upgraded);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    const before = await historyCount(user.id);
    const sign = (opts: { secret?: string; timestamp?: number; body?: string } = {}) =>
      stripe.webhooks.generateTestHeaderStringAsync({
        payload: opts.body ?? payload,
        secret: opts.secret ?? LOCAL_STRIPE_WEBHOOK_SECRET,
        timestamp: opts.timestamp,
      });

    const refused = [
      await deliver(payload, null),
      await deliver(payload, 't=123,v0=abc'),
      await deliver(payload, await sign({ secret: 'whsec_someone_else' })),
      await deliver(payload, await sign({ timestamp: Math.floor(Date.now() / 1000) - 301 })),
      // Signed for another body (a tampered payload).
      await deliver(payload.replace('price_professional_monthly', 'price_basic_monthly'), await sign()),
    ];
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toMatch(/^(missing|invalid)_signature$/);
    }
    const { rows: none } = await db().query('select 1 from public.stripe_events where id = $1', [eventId]);
    expect(none).toHaveLength(0);
    expect(await tierOf(user.id)).toBe('Basic');
    expect(await historyCount(user.id)).toBe(before);

    const header = await sign();
    const first = await deliver(payload, header);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await tierOf(user.id)).toBe('Professional');
    const changed = await historyCount(user.id);
    expect(changed).toBe(before + 1);

    // Stripe redelivers (same event, a new signature) and an attacker replays the captured request.
    for (const again of [await deliver(payload, await sign()), await deliver(payload, header)]) {
      expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    }
    expect(await historyCount(user.id)).toBe(changed);
    const { rows } = await db().query<{ outcome: string }>(
      'select outcome from public.stripe_events where id = $1',
      [eventId],
    );
    expect(rows).toEqual([{ outcome: 'applied' }]);
  });

  it('leaves the tier and billing tables unwritable from the browser', async () => {
    const user = await newUser({ prefix: 'pay-browser' });
    await subscribe(user, 'Basic');
    const c = user.client;
    await c.from('profiles').update({ membership_tier: 'Professional' }).eq('id', user.id);
    await c.from('billing_accounts').update({ plan_tier: 'Professional' }).eq('user_id', user.id);
    const inserted = await c
      .from('billing_checkouts')
      .insert({ id: 'cs_forged', user_id: user.id, tier: 'Professional', billing_interval: 'month' });
    expect(inserted.error).not.toBeNull();
    const rpc = await c.rpc('stripe_apply_event', {
      p_event: JSON.parse(eventPayload('invoice.paid', { customer: 'cus_x' })),
      p_tier: 'Professional',
    });
    expect(rpc.error).not.toBeNull();
    expect((await c.rpc('billing_apply_due', {})).error).not.toBeNull();
    expect(await tierOf(user.id)).toBe('Basic');
    expect(await account(user.id)).toMatchObject({ plan_tier: 'Basic' });
  });
});

describe('the Stripe stand-in, for paid sessions and payouts', () => {
  it('refunds a paid payment once, in full or in part, as Stripe refuses', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: 'refunds@test.example.com',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 9000, product_data: { name: '60 min' } } },
      ],
      success_url: `${APP}/done`,
    });
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 9000,
      status: 'open',
      payment_intent: null,
    });
    const paid = await fetch(`${stack.apiUrl}/checkout/pay/${session.id}/complete`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const intentId = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);
    expect(await stripe.paymentIntents.retrieve(intentId)).toMatchObject({
      status: 'succeeded',
      amount_received: 9000,
    });

    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 0 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
    });
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 9001 })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    expect(await stripe.refunds.create({ payment_intent: intentId, amount: 4000 })).toMatchObject({
      amount: 4000,
      status: 'succeeded',
    });
    expect(
      await stripe.refunds.create({ payment_intent: intentId, reason: 'requested_by_customer' }),
    ).toMatchObject({
      amount: 5000,
    });
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_nothing' })).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('creates an Express account and an onboarding link that completes it', async () => {
    const acct = await stripe.accounts.create({ type: 'express', email: 'payouts@test.example.com' });
    expect(acct).toMatchObject({ type: 'express', charges_enabled: false, details_submitted: false });
    const link = await stripe.accountLinks.create({
      account: acct.id,
      type: 'account_onboarding',
      refresh_url: `${APP}/agora/earnings`,
      return_url: `${APP}/agora/earnings?connected=1`,
    });
    expect(link.url).toBe(`${stack.apiUrl}/checkout/connect/${acct.id}`);
    const done = await fetch(`${link.url}/complete`, { method: 'POST', redirect: 'manual' });
    expect(done.headers.get('location')).toBe(`${APP}/agora/earnings?connected=1`);
    expect(await stripe.accounts.retrieve(acct.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
    });
    await expect(
      stripe.accountLinks.create({
        account: 'acct_nothing',
        type: 'account_onboarding',
        refresh_url: APP,
        return_url: APP,
      }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
