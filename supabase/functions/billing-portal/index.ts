// Opens Stripe's Customer Portal (change plan, cancel, card, invoices) for the signed-in user's
// Stripe customer and answers its URL; the portal returns to /solutions.
import { requireUser } from '../_shared/auth.ts';
import { handler, HttpError, json } from '../_shared/http.ts';
import { appOrigin, stripeClient } from '../_shared/stripe.ts';
import { serviceClient } from '../_shared/supabase.ts';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST');
    const user = await requireUser(req);
    const origin = appOrigin(req);
    const { data: account, error } = await serviceClient()
      .from('billing_accounts')
      .select('stripe_customer_id')
      .eq('user_id', user.id)
      .maybeSingle();
    if (error) throw error;
    if (!account) throw new HttpError(404, 'no_billing_account', 'You have no paid plan to manage yet');
    const session = await stripeClient().billingPortal.sessions.create({
      customer: account.stripe_customer_id as string,
      return_url: `${origin}/solutions`,
    });
    return json({ url: session.url });
  }),
);
