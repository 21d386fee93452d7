// Stripe's events. The signature (Stripe-Signature over the raw body, keyed by the endpoint's
// STRIPE_WEBHOOK_SECRET) is verified by Stripe's own SDK before anything is read; unsigned, forged
// or older than Stripe's 5-minute tolerance is 400 and changes nothing. A verified event goes to
// stripe_apply_event(), which records its id and applies it in one transaction, so a redelivery is a
// no-op. verify_jwt is off for this function (config.toml): Stripe sends no Supabase token.
import { handler, HttpError, json } from '../_shared/http.ts';
import { stripeClient, stripeCrypto, tierOfPrice } from '../_shared/stripe.ts';
import { env, serviceClient } from '../_shared/supabase.ts';

interface SubscriptionLike {
  items?: { data?: { price?: { id?: string } }[] };
}

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST');
    const signature = req.headers.get('stripe-signature');
    if (!signature) throw new HttpError(400, 'missing_signature', 'No Stripe-Signature header');
    const body = await req.text();
    let event;
    try {
      event = await stripeClient().webhooks.constructEventAsync(
        body,
        signature,
        env('STRIPE_WEBHOOK_SECRET'),
        undefined,
        stripeCrypto,
      );
    } catch (err) {
      throw new HttpError(400, 'invalid_signature', `Webhook signature refused: ${(err as Error).message}`);
    }

    const object = event.data.object as SubscriptionLike;
    const tier = event.type.startsWith('customer.subscription.')
      ? tierOfPrice(object.items?.data?.[0]?.price?.id)
      : null;
    const { data: outcome, error } = await serviceClient().rpc('stripe_apply_event', {
      p_event: event,
      p_tier: tier,
    });
    if (error) {
      // 500: Stripe delivers it again later; nothing was recorded.
      console.error(`stripe-webhook: ${event.type} ${event.id}: ${error.message}`);
      throw new HttpError(500, 'not_applied', 'The event could not be applied; Stripe will retry');
    }
    console.log(`stripe-webhook: ${event.type} ${event.id}: ${String(outcome)}`);
    return json({ received: true, outcome });
  }),
);
