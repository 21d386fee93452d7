// The local test checkout (issue 4), served by the gateway under /checkout. It stands in for a
// payment provider: the app posts the signed-in user's access token and the chosen plan, this page
// asks for confirmation, and "paying" calls public.apply_subscription with the service role, as a
// provider's webhook would, then sends the browser back to the app's /subscription/success.
// Local stack only: hosted projects have no such route.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { verifyJwt } from '../../db.ts';
import type { SigningKeyStore } from '../../signing-keys.ts';
import type { DevAid } from '../../services.ts';

const PAID_TIERS = ['Basic', 'Advanced', 'Professional'] as const;
type PaidTier = (typeof PAID_TIERS)[number];
/** Keep in step with the prices on /solutions (src/modules/account/plans.ts). */
const PRICES: Record<PaidTier, string> = { Basic: '$19', Advanced: '$49', Professional: '$99' };
const SESSION_TTL_MS = 30 * 60 * 1000;

interface CheckoutSession {
  userId: string;
  email: string;
  tier: PaidTier;
  returnTo: string;
  expires: number;
}

/** The app's origin if it is a local http(s) app (localhost or 127.0.0.1), else null. */
export function localReturnOrigin(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f7f4; color: #1a1a1a; margin: 0; padding: 1rem; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border: 1px solid #dde5dd; border-radius: 16px; padding: 1.5rem; }
  h1 { font-size: 1.3rem; margin: 0 0 .5rem; }
  .price { font-size: 2rem; font-weight: 700; margin: 1rem 0 .25rem; }
  .note { color: #555; font-size: .9rem; }
  button { width: 100%; height: 2.75rem; border: 0; border-radius: 8px; background: #2f6b3a; color: #fff; font-weight: 600; font-size: 1rem; cursor: pointer; margin-top: 1rem; }
  a { color: #2f6b3a; display: inline-block; margin-top: 1rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function errorPage(message: string): Response {
  return new Response(page('Checkout error', `<h1>Checkout error</h1><p>${escapeHtml(message)}</p>`), {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

/** The app reaches it by a browser form post, as it would a payment provider's page: no API key. */
export const checkout: DevAid = {
  prefix: '/checkout',
  keyless: true,
  create: (ctx) =>
    createCheckoutApp({
      postgrestUrl: ctx.postgrestUrl,
      serviceRoleKey: ctx.config.serviceRoleKey,
      keys: ctx.keys,
    }),
};

function createCheckoutApp(opts: {
  postgrestUrl: string;
  serviceRoleKey: string;
  keys: SigningKeyStore;
}): Hono {
  const sessions = new Map<string, CheckoutSession>();
  const app = new Hono();

  // Step 1: the app posts here (a form post, so the token never sits in a URL).
  app.post('/', async (c) => {
    const form = await c.req.parseBody();
    const claims = await verifyJwt(String(form.access_token ?? ''), opts.keys);
    const tier = String(form.tier ?? '') as PaidTier;
    const returnTo = localReturnOrigin(String(form.return_to ?? ''));
    if (!claims?.sub || claims.role !== 'authenticated') return errorPage('Please sign in again.');
    if (!PAID_TIERS.includes(tier)) return errorPage('Unknown plan.');
    if (!returnTo) return errorPage('return_to must be a local http(s) app URL.');

    const now = Date.now();
    for (const [id, s] of sessions) if (s.expires < now) sessions.delete(id);
    const id = randomUUID();
    const email = typeof claims.email === 'string' ? claims.email : '';
    sessions.set(id, { userId: String(claims.sub), email, tier, returnTo, expires: now + SESSION_TTL_MS });

    return c.html(
      page(
        'Test checkout',
        `<p class="note">Test checkout · local stack</p>
<h1>Canopy ${escapeHtml(tier)} plan</h1>
<p class="price">${PRICES[tier]}<span class="note"> / month</span></p>
<p class="note">For ${escapeHtml(email || 'your account')}. This is a local test checkout: no card is charged.</p>
<form method="post" action="/checkout/complete">
  <input type="hidden" name="session" value="${id}">
  <button type="submit">Pay ${PRICES[tier]} and subscribe</button>
</form>
<a href="${escapeHtml(`${returnTo}/solutions`)}">Cancel and return to Canopy</a>`,
      ),
    );
  });

  // Step 2: "payment" settles; what a provider's webhook would do.
  app.post('/complete', async (c) => {
    const form = await c.req.parseBody();
    const id = String(form.session ?? '');
    const session = sessions.get(id);
    if (!session || session.expires < Date.now()) return errorPage('This checkout has expired. Start again.');
    sessions.delete(id);
    const response = await fetch(`${opts.postgrestUrl}/rpc/apply_subscription`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${opts.serviceRoleKey}`,
      },
      body: JSON.stringify({ p_user_id: session.userId, p_tier: session.tier }),
    });
    if (!response.ok) return errorPage(`The subscription could not be applied (${response.status}).`);
    return c.redirect(
      `${session.returnTo}/subscription/success?tier=${encodeURIComponent(session.tier)}`,
      303,
    );
  });

  return app;
}
