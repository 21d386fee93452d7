// The Stripe stand-in (no Stripe account is reachable from a local stack): Stripe's REST API subset
// at /v1 on the stack's API port, and its hosted pages (Checkout, Customer Portal) at /checkout.
// The functions reach it with the official `stripe` SDK, pointed here by the STRIPE_API_* secrets
// the stack gives them (functionSecrets below); events go, signed, to the local stripe-webhook.
// Hosted projects have none of this: there the same secrets name real Stripe keys and prices.
import type { StackConfig } from '../../config.ts';
import type { DevAid, DevAidContext } from '../../services.ts';
import { createStripeApi } from './api.ts';
import { createStripePages } from './pages.ts';
import { LOCAL_PRICES, StripeAccount } from './state.ts';

/** The stand-in's test-mode keys: well known, like the stack's own keys; never real Stripe's. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_canopy_local_stand_in';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_canopy_local_stand_in_signing_secret';

/**
 * The secrets the stack gives every function (a supabase/functions/.env entry overrides each):
 * the SDK's host/port/protocol aimed at this stand-in, its keys, and the plan price ids.
 */
export function stripeFunctionSecrets(config: Pick<StackConfig, 'apiPort'>): Record<string, string> {
  const prices: Record<string, Record<string, string>> = {};
  for (const p of LOCAL_PRICES) (prices[p.tier] ??= {})[p.interval] = p.id;
  return {
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(config.apiPort),
    STRIPE_API_PROTOCOL: 'http',
    STRIPE_PRICES: JSON.stringify(prices),
  };
}

// One account per stack (a test process may run several stacks), shared by the API and the pages.
const accounts = new WeakMap<StackConfig, StripeAccount>();
function accountFor(ctx: DevAidContext): StripeAccount {
  let account = accounts.get(ctx.config);
  if (!account) {
    account = new StripeAccount({
      secretKey: LOCAL_STRIPE_SECRET_KEY,
      webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
      webhookUrl: `${ctx.config.apiUrl}/functions/v1/stripe-webhook`,
      pagesUrl: `${ctx.config.apiUrl}/checkout`,
      log: ctx.log,
    });
    accounts.set(ctx.config, account);
  }
  return account;
}

/** Stripe's API: keyless at the gateway, it checks Stripe's own secret key. */
export const stripeApi: DevAid = {
  prefix: '/v1',
  keyless: true,
  create: (ctx) => createStripeApi(accountFor(ctx)),
};

/** Stripe's hosted pages, reached by the browser (no API key). */
export const stripePages: DevAid = {
  prefix: '/checkout',
  keyless: true,
  create: (ctx) => createStripePages(accountFor(ctx)),
};
