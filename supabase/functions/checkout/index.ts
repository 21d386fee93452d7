// Starts a Stripe Checkout for a plan: the signed-in user picks a tier and an interval, this makes
// (once) their Stripe customer and a Checkout Session in subscription mode for the configured price,
// records the session, and answers its URL. The plan itself changes only when Stripe's signed event
// reaches stripe-webhook. A user who already pays for a plan changes it in the Customer Portal.
import { requireUser } from '../_shared/auth.ts';
import { z } from '../_shared/deps.ts';
import { handler, HttpError, json } from '../_shared/http.ts';
import { appOrigin, INTERVALS, PAID_TIERS, planPrices, stripeClient } from '../_shared/stripe.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { readJson } from '../_shared/validate.ts';

const PlanCheckout = z.object({
  tier: z.enum(PAID_TIERS, { error: 'Choose the Basic, Advanced or Professional plan' }),
  interval: z.enum(INTERVALS, { error: 'Choose monthly or yearly billing' }).default('month'),
});

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST');
    const user = await requireUser(req);
    const input = await readJson(req, PlanCheckout);
    const origin = appOrigin(req);
    const db = serviceClient();
    const stripe = stripeClient();

    const { data: account, error } = await db
      .from('billing_accounts')
      .select('stripe_customer_id, subscription_status')
      .eq('user_id', user.id)
      .maybeSingle();
    if (error) throw error;
    if (account && ['active', 'trialing', 'past_due'].includes(account.subscription_status ?? '')) {
      throw new HttpError(
        409,
        'already_subscribed',
        'You already pay for a plan: use "Manage plan" to change or cancel it',
      );
    }

    let customer = account?.stripe_customer_id as string | undefined;
    if (!customer) {
      const created = await stripe.customers.create(
        { email: user.email ?? undefined, metadata: { user_id: user.id } },
        { idempotencyKey: `canopy-customer-${user.id}` },
      );
      customer = created.id;
      const { error: insertError } = await db
        .from('billing_accounts')
        .upsert(
          { user_id: user.id, stripe_customer_id: customer },
          { onConflict: 'user_id', ignoreDuplicates: true },
        );
      if (insertError) throw insertError;
    }

    const price = planPrices()[input.tier][input.interval];
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      metadata: { user_id: user.id, tier: input.tier },
      subscription_data: { metadata: { user_id: user.id } },
      success_url: `${origin}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/solutions`,
    });
    const { error: recordError } = await db.from('billing_checkouts').insert({
      id: session.id,
      user_id: user.id,
      tier: input.tier,
      billing_interval: input.interval,
    });
    if (recordError) throw recordError;
    return json({ id: session.id, url: session.url });
  }),
);
