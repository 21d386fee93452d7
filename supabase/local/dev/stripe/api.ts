// The subset of Stripe's REST API (https://api.stripe.com/v1) Canopy's functions call, served by
// the local stack at /v1 so the official `stripe` SDK works unchanged when its host, port and
// protocol point here: secret-key auth, form-encoded bodies, Idempotency-Key replay, Stripe's
// object shapes and its error shape `{ error: { type, message, param?, code? } }`.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { parseStripeForm, type FormObject, type FormValue } from './form.ts';
import { LOCAL_PRICES, newId, priceObject, type StripeAccount, type StripeObject } from './state.ts';

type Status = 400 | 401 | 404;

function stripeError(c: Context, status: Status, message: string, param?: string, code?: string) {
  return c.json(
    {
      error: {
        type: 'invalid_request_error',
        message,
        ...(param ? { param } : {}),
        ...(code ? { code } : {}),
        request_log_url: null,
      },
    },
    status,
  );
}

const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: FormValue | undefined): FormObject =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};
const list = (v: FormValue | undefined): FormValue[] =>
  Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : [];
const now = () => Math.floor(Date.now() / 1000);

function listOf(url: string, data: unknown[]) {
  return { object: 'list', data, has_more: false, url };
}

export function createStripeApi(account: StripeAccount): Hono {
  const app = new Hono();

  // Every request carries the secret key (`Authorization: Bearer sk_…`), as Stripe requires.
  app.use('*', async (c, next) => {
    const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!key)
      return stripeError(
        c,
        401,
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    if (key !== account.opts.secretKey)
      return stripeError(
        c,
        401,
        `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
        undefined,
        'api_key_invalid',
      );
    if (c.req.method !== 'POST') return next();
    const idem = c.req.header('idempotency-key');
    const seen = idem ? account.idempotent.get(idem) : undefined;
    if (seen) return c.json(seen.body as object, seen.status as 200);
    await next();
    if (idem && c.res.status < 500) {
      account.idempotent.set(idem, { status: c.res.status, body: await c.res.clone().json() });
    }
  });

  const form = async (c: Context) => parseStripeForm(await c.req.text());

  // Customers.
  app.post('/customers', async (c) => {
    const f = await form(c);
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      email: str(f.email) ?? null,
      name: str(f.name) ?? null,
      metadata: obj(f.metadata),
      created: now(),
      livemode: false,
    };
    account.customers.set(customer.id, customer);
    return c.json(customer);
  });
  app.get('/customers/:id', (c) => {
    const customer = account.customers.get(c.req.param('id'));
    return customer
      ? c.json(customer)
      : stripeError(c, 404, `No such customer: '${c.req.param('id')}'`, 'id', 'resource_missing');
  });

  // Prices (the local catalogue).
  app.get('/prices', (c) => c.json(listOf('/v1/prices', LOCAL_PRICES.map(priceObject))));
  app.get('/prices/:id', (c) => {
    const price = account.price(c.req.param('id'));
    return price
      ? c.json(priceObject(price))
      : stripeError(c, 404, `No such price: '${c.req.param('id')}'`, 'id', 'resource_missing');
  });

  // Checkout Sessions.
  app.post('/checkout/sessions', async (c) => {
    const f = await form(c);
    const mode = str(f.mode);
    if (mode !== 'subscription' && mode !== 'payment')
      return stripeError(c, 400, 'Invalid mode: must be one of payment or subscription', 'mode');
    const successUrl = str(f.success_url);
    if (!successUrl || !/^https?:\/\//.test(successUrl))
      return stripeError(c, 400, 'Not a valid URL', 'success_url', 'url_invalid');
    const customer = str(f.customer);
    if (customer && !account.customers.has(customer))
      return stripeError(c, 400, `No such customer: '${customer}'`, 'customer', 'resource_missing');
    const items = list(f.line_items).map(obj);
    if (items.length === 0)
      return stripeError(c, 400, 'You must provide at least one line item.', 'line_items');
    const lines: { price: string | null; name: string; amount: number; quantity: number }[] = [];
    for (const [i, item] of items.entries()) {
      const quantity = Number(str(item.quantity) ?? '1');
      if (!Number.isInteger(quantity) || quantity < 1)
        return stripeError(
          c,
          400,
          'Invalid integer: quantity must be at least 1',
          `line_items[${i}][quantity]`,
        );
      const priceId = str(item.price);
      if (priceId) {
        const price = account.price(priceId);
        if (!price)
          return stripeError(
            c,
            400,
            `No such price: '${priceId}'`,
            `line_items[${i}][price]`,
            'resource_missing',
          );
        if (mode === 'payment')
          return stripeError(
            c,
            400,
            'You specified `payment` mode but passed a recurring price.',
            `line_items[${i}][price]`,
          );
        lines.push({ price: price.id, name: `Canopy ${price.tier}`, amount: price.unitAmount, quantity });
      } else {
        const data = obj(item.price_data);
        const amount = Number(str(data.unit_amount));
        if (!Number.isInteger(amount) || amount < 1)
          return stripeError(
            c,
            400,
            'Invalid integer: unit_amount must be a positive integer',
            `line_items[${i}][price_data][unit_amount]`,
          );
        if (mode === 'subscription')
          return stripeError(
            c,
            400,
            'You must provide a recurring price in `subscription` mode.',
            `line_items[${i}]`,
          );
        lines.push({ price: null, name: str(obj(data.product_data).name) ?? 'Item', amount, quantity });
      }
    }
    const id = newId('cs_test');
    const total = lines.reduce((sum, l) => sum + l.amount * l.quantity, 0);
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: 'usd',
      customer: customer ?? null,
      customer_email: str(f.customer_email) ?? null,
      client_reference_id: str(f.client_reference_id) ?? null,
      metadata: obj(f.metadata),
      success_url: successUrl,
      cancel_url: str(f.cancel_url) ?? null,
      url: `${account.opts.pagesUrl}/pay/${id}`,
      expires_at: Number(str(f.expires_at) ?? now() + 24 * 3600),
      created: now(),
      payment_intent: null,
      subscription: null,
      livemode: false,
      // Not part of Stripe's answer (line items are a sub-resource there); the page shows them.
      _lines: lines,
      _subscription_data: obj(f.subscription_data),
      _payment_intent_data: obj(f.payment_intent_data),
    };
    account.sessions.set(id, session);
    return c.json(publicSession(session));
  });
  app.get('/checkout/sessions/:id', (c) => {
    const session = account.sessions.get(c.req.param('id'));
    return session
      ? c.json(publicSession(session))
      : stripeError(c, 404, `No such checkout.session: '${c.req.param('id')}'`, 'id', 'resource_missing');
  });
  app.post('/checkout/sessions/:id/expire', async (c) => {
    const session = account.sessions.get(c.req.param('id'));
    if (!session)
      return stripeError(
        c,
        404,
        `No such checkout.session: '${c.req.param('id')}'`,
        'id',
        'resource_missing',
      );
    if (session.status !== 'open')
      return stripeError(
        c,
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
      );
    session.status = 'expired';
    await account.emit('checkout.session.expired', publicSession(session));
    return c.json(publicSession(session));
  });

  // Subscriptions: read, change the price (a plan change), cancel at period end, cancel now.
  const missingSub = (c: Context) =>
    stripeError(c, 404, `No such subscription: '${c.req.param('id')}'`, 'id', 'resource_missing');
  app.get('/subscriptions/:id', (c) => {
    const sub = account.subscriptions.get(c.req.param('id'));
    return sub ? c.json(sub) : missingSub(c);
  });
  app.post('/subscriptions/:id', async (c) => {
    const sub = account.subscriptions.get(c.req.param('id'));
    if (!sub) return missingSub(c);
    if (sub.status === 'canceled')
      return stripeError(
        c,
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    const f = await form(c);
    const previous: Record<string, unknown> = {};
    const item = account.subscriptionItem(sub);
    const wanted = list(f.items).map(obj)[0];
    const priceId = wanted && str(wanted.price);
    if (priceId) {
      const price = account.price(priceId);
      if (!price)
        return stripeError(c, 400, `No such price: '${priceId}'`, 'items[0][price]', 'resource_missing');
      previous.items = structuredClone(sub.items);
      item.price = priceObject(price);
    }
    const cancel = str(f.cancel_at_period_end);
    if (cancel !== undefined) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = cancel === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? item.current_period_end : null;
    }
    if (f.metadata) sub.metadata = { ...(sub.metadata as object), ...obj(f.metadata) };
    await account.emit('customer.subscription.updated', sub, previous);
    return c.json(sub);
  });
  app.delete('/subscriptions/:id', async (c) => {
    const sub = account.subscriptions.get(c.req.param('id'));
    if (!sub) return missingSub(c);
    sub.status = 'canceled';
    sub.canceled_at = now();
    sub.ended_at = now();
    await account.emit('customer.subscription.deleted', sub);
    return c.json(sub);
  });

  // Customer Portal sessions.
  app.post('/billing_portal/sessions', async (c) => {
    const f = await form(c);
    const customer = str(f.customer);
    if (!customer) return stripeError(c, 400, 'Missing required param: customer.', 'customer');
    if (!account.customers.has(customer))
      return stripeError(c, 400, `No such customer: '${customer}'`, 'customer', 'resource_missing');
    const id = newId('bps');
    const session: StripeObject = {
      id,
      object: 'billing_portal.session',
      customer,
      return_url: str(f.return_url) ?? null,
      url: `${account.opts.pagesUrl}/portal/${id}`,
      created: now(),
      livemode: false,
    };
    account.portalSessions.set(id, session);
    return c.json(session);
  });

  // Payment intents and refunds (paid consultations refund through these).
  app.get('/payment_intents/:id', (c) => {
    const intent = account.paymentIntents.get(c.req.param('id'));
    return intent
      ? c.json(publicSession(intent))
      : stripeError(c, 404, `No such payment_intent: '${c.req.param('id')}'`, 'id', 'resource_missing');
  });
  app.post('/refunds', async (c) => {
    const f = await form(c);
    const intent = account.paymentIntents.get(str(f.payment_intent) ?? '');
    if (!intent)
      return stripeError(
        c,
        400,
        `No such payment_intent: '${str(f.payment_intent) ?? ''}'`,
        'payment_intent',
        'resource_missing',
      );
    const refunded = Number(intent._refunded ?? 0);
    const left = Number(intent.amount_received) - refunded;
    if (left <= 0)
      return stripeError(
        c,
        400,
        `Charge ${String(intent.latest_charge)} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    const amount = str(f.amount) === undefined ? left : Number(str(f.amount));
    if (!Number.isInteger(amount) || amount < 1)
      return stripeError(c, 400, 'Invalid integer: amount must be a positive integer', 'amount');
    if (amount > left)
      return stripeError(
        c,
        400,
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount',
        'amount_too_large',
      );
    const reason = str(f.reason);
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))
      return stripeError(
        c,
        400,
        'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
        'reason',
      );
    intent._refunded = refunded + amount;
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: reason ?? null,
      status: 'succeeded',
      metadata: obj(f.metadata),
      created: now(),
    };
    return c.json(refund);
  });

  // Connect: Express accounts and their onboarding links.
  app.post('/accounts', async (c) => {
    const f = await form(c);
    if (str(f.type) !== 'express')
      return stripeError(c, 400, 'The stand-in creates Express accounts only: type must be express', 'type');
    const acct: StripeObject = {
      id: newId('acct'),
      object: 'account',
      type: 'express',
      email: str(f.email) ?? null,
      metadata: obj(f.metadata),
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      created: now(),
    };
    account.accounts.set(acct.id, acct);
    return c.json(publicSession(acct));
  });
  app.get('/accounts/:id', (c) => {
    const acct = account.accounts.get(c.req.param('id'));
    return acct
      ? c.json(publicSession(acct))
      : stripeError(c, 404, `No such account: '${c.req.param('id')}'`, 'id', 'resource_missing');
  });
  app.post('/account_links', async (c) => {
    const f = await form(c);
    const acct = account.accounts.get(str(f.account) ?? '');
    if (!acct)
      return stripeError(c, 400, `No such account: '${str(f.account) ?? ''}'`, 'account', 'resource_missing');
    const type = str(f.type);
    if (type !== 'account_onboarding' && type !== 'account_update')
      return stripeError(c, 400, 'Invalid type: must be one of account_onboarding or account_update', 'type');
    for (const param of ['refresh_url', 'return_url'] as const)
      if (!/^https?:\/\//.test(str(f[param]) ?? ''))
        return stripeError(c, 400, 'Not a valid URL', param, 'url_invalid');
    acct._return_url = str(f.return_url);
    return c.json({
      object: 'account_link',
      created: now(),
      expires_at: now() + 300,
      url: `${account.opts.pagesUrl}/connect/${acct.id}`,
    });
  });

  // Events (what Stripe's dashboard lists; handy when a delivery failed).
  app.get('/events', (c) => c.json(listOf('/v1/events', account.events.slice(0, 100))));
  app.get('/events/:id', (c) => {
    const event = account.events.find((e) => e.id === c.req.param('id'));
    return event
      ? c.json(event)
      : stripeError(c, 404, `No such event: '${c.req.param('id')}'`, 'id', 'resource_missing');
  });

  app.all('*', (c) =>
    stripeError(
      c,
      404,
      `Unrecognized request URL (${c.req.method}: ${c.req.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    ),
  );
  return app;
}

/** An object as Stripe answers it (without the stand-in's private `_` fields). */
export function publicSession(session: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(session).filter(([k]) => !k.startsWith('_'))) as StripeObject;
}
