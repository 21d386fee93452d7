// The stand-in's hosted pages, served by the local stack under /checkout: Stripe Checkout (the URL
// a Checkout Session answers with: pay or go back) and the Customer Portal (change plan, cancel,
// and — a test aid real Stripe lacks — make the next renewal payment fail). Each action changes
// the stand-in's objects as Stripe would and delivers the events Stripe would send, signed, to the
// project's stripe-webhook function before the browser is sent on. Local stack only.
import { Hono } from 'hono';
import { publicSession } from './api.ts';
import { LOCAL_PRICES, newId, priceObject, type StripeAccount, type StripeObject } from './state.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const money = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;
const day = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

function page(title: string, body: string, status: 200 | 400 | 404 = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f7f4; color: #1a1a1a; margin: 0; padding: 1rem; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; border: 1px solid #dde5dd; border-radius: 16px; padding: 1.5rem; }
  h1 { font-size: 1.3rem; margin: 0 0 .5rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 .5rem; }
  .price { font-size: 2rem; font-weight: 700; margin: 1rem 0 .25rem; }
  .note { color: #555; font-size: .9rem; }
  .badge { display: inline-block; background: #fff4d6; color: #6b4e00; border-radius: 999px; padding: .1rem .6rem; font-size: .8rem; font-weight: 600; }
  ul { padding-left: 1.2rem; }
  form { margin: 0; }
  button { width: 100%; min-height: 2.75rem; border: 0; border-radius: 8px; background: #2f6b3a; color: #fff; font-weight: 600; font-size: 1rem; cursor: pointer; margin-top: .75rem; }
  button.secondary { background: #fff; color: #2f6b3a; border: 1px solid #2f6b3a; }
  button.danger { background: #fff; color: #9b1c1c; border: 1px solid #9b1c1c; }
  a { color: #2f6b3a; display: inline-block; margin-top: 1rem; }
</style>
</head>
<body><main><p class="note"><span class="badge">Test mode</span> Stripe stand-in · local stack</p>${body}</main></body>
</html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

const notFound = (what: string) =>
  page(
    'Not found',
    `<h1>This ${what} link is no longer valid</h1><p>Go back to Canopy and start again.</p>`,
    404,
  );

interface Line {
  price: string | null;
  name: string;
  amount: number;
  quantity: number;
}

export function createStripePages(account: StripeAccount): Hono {
  const app = new Hono();

  // Checkout.
  app.get('/pay/:id', (c) => {
    const session = account.sessions.get(c.req.param('id'));
    if (!session) return notFound('checkout');
    if (session.status !== 'open')
      return page(
        'Checkout closed',
        `<h1>This checkout is ${String(session.status)}</h1><p>Go back to Canopy and start again.</p>`,
        400,
      );
    const lines = session._lines as Line[];
    const recurring = session.mode === 'subscription' ? account.price(lines[0]!.price!) : undefined;
    const email =
      (session.customer && account.customers.get(session.customer as string)?.email) ??
      session.customer_email;
    return page(
      'Checkout',
      `<h1>${escapeHtml(lines.map((l) => l.name).join(', '))}</h1>
<p class="price">${money(session.amount_total as number)}${recurring ? `<span class="note"> / ${recurring.interval}</span>` : ''}</p>
<p class="note">${email ? `For ${escapeHtml(String(email))}. ` : ''}Test card 4242 4242 4242 4242: no card is charged.</p>
<form method="post" action="/checkout/pay/${session.id}/complete">
  <button type="submit">${recurring ? 'Subscribe' : 'Pay'} ${money(session.amount_total as number)}</button>
</form>
${session.cancel_url ? `<a href="${escapeHtml(String(session.cancel_url))}">Cancel and go back</a>` : ''}`,
    );
  });

  app.post('/pay/:id/complete', async (c) => {
    const session = account.sessions.get(c.req.param('id'));
    if (!session) return notFound('checkout');
    if (session.status !== 'open')
      return page('Checkout closed', `<h1>This checkout is ${String(session.status)}</h1>`, 400);
    let customer = session.customer as string | null;
    if (!customer) {
      customer = newId('cus');
      account.customers.set(customer, {
        id: customer,
        object: 'customer',
        email: session.customer_email,
        metadata: {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      });
    }
    session.customer = customer;
    session.status = 'complete';
    session.payment_status = 'paid';
    const lines = session._lines as Line[];
    if (session.mode === 'subscription') {
      const price = account.price(lines[0]!.price!)!;
      const metadata = (session._subscription_data as { metadata?: Record<string, unknown> }).metadata ?? {};
      const sub = account.newSubscription(customer, price, metadata);
      session.subscription = sub.id;
      await account.emit('customer.subscription.created', sub);
    } else {
      const metadata =
        (session._payment_intent_data as { metadata?: Record<string, unknown> }).metadata ?? {};
      const intent: StripeObject = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: 'usd',
        customer,
        status: 'succeeded',
        latest_charge: newId('ch'),
        metadata,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      account.paymentIntents.set(intent.id, intent);
      session.payment_intent = intent.id;
    }
    await account.emit('checkout.session.completed', publicSession(session));
    return c.redirect(String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  // Customer Portal.
  const portal = (id: string) => account.portalSessions.get(id);
  const liveSubscription = (customer: string) =>
    [...account.subscriptions.values()].find((s) => s.customer === customer && s.status !== 'canceled');

  app.get('/portal/:id', (c) => {
    const session = portal(c.req.param('id'));
    if (!session) return notFound('billing portal');
    const back = session.return_url
      ? `<a href="${escapeHtml(String(session.return_url))}">Return to Canopy</a>`
      : '';
    const sub = liveSubscription(session.customer as string);
    if (!sub) return page('Billing', `<h1>No active plan</h1><p class="note">Nothing to manage.</p>${back}`);
    const item = account.subscriptionItem(sub);
    const price = account.price((item.price as { id: string }).id)!;
    const action = `/checkout/portal/${session.id}`;
    const others = LOCAL_PRICES.filter((p) => p.interval === price.interval && p.id !== price.id);
    return page(
      'Billing',
      `<h1>Canopy ${escapeHtml(price.tier)}</h1>
<p class="note">${money(price.unitAmount)} / ${price.interval} · ${
        sub.cancel_at_period_end ? 'ends' : 'renews'
      } on ${day(item.current_period_end as number)}</p>
<h2>Change plan</h2>
${others
  .map(
    (p) => `<form method="post" action="${action}/switch"><input type="hidden" name="price" value="${p.id}">
<button type="submit" class="secondary">Switch to ${escapeHtml(p.tier)} · ${money(p.unitAmount)} / ${p.interval}</button></form>`,
  )
  .join('\n')}
<h2>Cancel</h2>
<form method="post" action="${action}/cancel"><input type="hidden" name="cancel" value="${sub.cancel_at_period_end ? 'false' : 'true'}">
<button type="submit" class="${sub.cancel_at_period_end ? 'secondary' : 'danger'}">${sub.cancel_at_period_end ? 'Renew plan' : 'Cancel plan'}</button></form>
<h2>Test aid</h2>
<form method="post" action="${action}/fail-payment"><button type="submit" class="danger">Make the next renewal payment fail</button></form>
${back}`,
    );
  });

  const portalAction = (
    name: string,
    act: (sub: StripeObject, form: Record<string, unknown>) => Promise<void>,
  ) =>
    app.post(`/portal/:id/${name}`, async (c) => {
      const session = portal(c.req.param('id'));
      if (!session) return notFound('billing portal');
      const sub = liveSubscription(session.customer as string);
      if (!sub) return page('Billing', '<h1>No active plan</h1>', 400);
      await act(sub, await c.req.parseBody());
      return c.redirect(`/checkout/portal/${session.id}`, 303);
    });

  portalAction('switch', async (sub, form) => {
    const price = account.price(String(form.price ?? ''));
    if (!price) return;
    const item = account.subscriptionItem(sub);
    const previous = { items: structuredClone(sub.items) };
    item.price = priceObject(price);
    await account.emit('customer.subscription.updated', sub, previous);
  });
  portalAction('cancel', async (sub, form) => {
    const previous = { cancel_at_period_end: sub.cancel_at_period_end };
    sub.cancel_at_period_end = form.cancel === 'true';
    sub.cancel_at = sub.cancel_at_period_end ? account.subscriptionItem(sub).current_period_end : null;
    await account.emit('customer.subscription.updated', sub, previous);
  });
  portalAction('fail-payment', async (sub) => {
    const item = account.subscriptionItem(sub);
    const amount = (item.price as { unit_amount: number }).unit_amount;
    await account.emit('invoice.payment_failed', {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      billing_reason: 'subscription_cycle',
      amount_due: amount,
      amount_paid: 0,
      currency: 'usd',
      attempt_count: 1,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    });
  });

  // Connect Express onboarding (what an account link opens): one button completes it.
  app.get('/connect/:id', (c) => {
    const acct = account.accounts.get(c.req.param('id'));
    if (!acct) return notFound('onboarding');
    return page(
      'Payouts',
      `<h1>Set up payouts</h1>
<p class="note">Stripe Connect Express onboarding. In test mode no identity or bank details are asked for.</p>
<form method="post" action="/checkout/connect/${acct.id}/complete"><button type="submit">Complete onboarding</button></form>`,
    );
  });
  app.post('/connect/:id/complete', async (c) => {
    const acct = account.accounts.get(c.req.param('id'));
    if (!acct) return notFound('onboarding');
    Object.assign(acct, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    await account.emit('account.updated', publicSession(acct));
    const back = typeof acct._return_url === 'string' ? acct._return_url : null;
    return back
      ? c.redirect(back, 303)
      : page('Payouts', '<h1>Onboarding complete</h1><p class="note">You can close this page.</p>');
  });

  return app;
}
