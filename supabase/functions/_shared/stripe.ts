// Stripe for functions: the official SDK with Deno's fetch, aimed at api.stripe.com unless the
// STRIPE_API_HOST/PORT/PROTOCOL secrets name another host (the local stack sets them to its Stripe
// stand-in), and the plan price ids from the STRIPE_PRICES secret ({"Basic":{"month":"price_…",
// "year":"price_…"},…}), so no price is written in code or in the browser.
import { Stripe, z } from './deps.ts';
import { HttpError } from './http.ts';
import { env } from './supabase.ts';

export function stripeClient(): Stripe {
  const host = Deno.env.get('STRIPE_API_HOST');
  const port = Deno.env.get('STRIPE_API_PORT');
  const protocol = Deno.env.get('STRIPE_API_PROTOCOL');
  return new Stripe(env('STRIPE_SECRET_KEY'), {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(host ? { host } : {}),
    ...(port ? { port: Number(port) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  });
}

/** Web Crypto for verifying webhook signatures (Deno has no Node crypto for the sync verifier). */
export const stripeCrypto = Stripe.createSubtleCryptoProvider();

export const PAID_TIERS = ['Basic', 'Advanced', 'Professional'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];
export const INTERVALS = ['month', 'year'] as const;
export type Interval = (typeof INTERVALS)[number];

const PricesSchema = z.record(z.enum(PAID_TIERS), z.object({ month: z.string(), year: z.string() }));

export function planPrices(): z.output<typeof PricesSchema> {
  const parsed = PricesSchema.safeParse(JSON.parse(env('STRIPE_PRICES')));
  if (!parsed.success)
    throw new Error('STRIPE_PRICES must be {"Basic":{"month":"price_…","year":"price_…"},…}');
  return parsed.data;
}

/** The plan a price id sells, or null for a price that is none of Canopy's. */
export function tierOfPrice(priceId: string | null | undefined): PaidTier | null {
  if (!priceId) return null;
  const prices = planPrices();
  for (const tier of PAID_TIERS) {
    if (prices[tier]?.month === priceId || prices[tier]?.year === priceId) return tier;
  }
  return null;
}

/** Where Stripe sends the browser back to: the app's URL (APP_URL), or locally the caller's origin. */
export function appOrigin(req: Request): string {
  const configured = Deno.env.get('APP_URL');
  if (configured) return configured.replace(/\/+$/, '');
  const origin = req.headers.get('origin') ?? '';
  try {
    const url = new URL(origin);
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      ['localhost', '127.0.0.1'].includes(url.hostname)
    ) {
      return url.origin;
    }
  } catch {
    // not a URL: refused below
  }
  throw new HttpError(400, 'invalid_origin', 'APP_URL is not set, so only a local app may start a checkout');
}
