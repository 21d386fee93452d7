// Plans through Stripe (supabase/functions/checkout, billing-portal): the browser only asks a
// function for a Stripe page and goes there; the plan changes when Stripe's signed event reaches
// the stripe-webhook function. What the browser reads back (the user's billing account, a
// checkout's outcome) comes from tables it may read but never write.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import type { Tier } from '@/lib/tiers';
import { accountKeys } from './keys';

export type BillingInterval = 'month' | 'year';

/** A function's refusal as the sentence it sent (`{ code, message }`), else a generic one. */
async function functionError(error: unknown): Promise<Error> {
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as { message?: string } | null;
    if (body?.message) return new Error(body.message);
  }
  return new Error('Stripe could not be reached. Try again in a moment.');
}

async function stripePage(name: 'checkout' | 'billing-portal', body?: object): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ url: string }>(name, { body: body ?? {} });
  if (error || !data?.url) throw await functionError(error);
  return data.url;
}

/** Opens Stripe Checkout for a plan; resolves only if it could not (the page is left otherwise). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (input: { tier: Exclude<Tier, 'free'>; interval: BillingInterval }) => {
      window.location.assign(await stripePage('checkout', input));
    },
  });
}

/** Opens Stripe's Customer Portal (change plan, cancel, card, invoices). */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async () => {
      window.location.assign(await stripePage('billing-portal'));
    },
  });
}

const ACCOUNT_COLUMNS =
  'subscription_status, plan_tier, billing_interval, current_period_end, pending_tier, pending_from, grace_until';

async function getBillingAccount(userId: string, signal?: AbortSignal) {
  let query = supabase.from('billing_accounts').select(ACCOUNT_COLUMNS).eq('user_id', userId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

const billingAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.billing(userId),
    queryFn: ({ signal }) => getBillingAccount(userId, signal),
  });

/** The signed-in user's billing account (null before their first checkout). */
export function useBillingAccount(userId: string | undefined) {
  return useQuery({ ...billingAccountQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** A checkout's outcome as the webhook recorded it; polled while Stripe has not reported yet. */
export function useCheckoutOutcome(userId: string, sessionId: string | null) {
  return useQuery({
    queryKey: accountKeys.checkout(userId, sessionId ?? ''),
    enabled: Boolean(sessionId),
    queryFn: async ({ signal }) => {
      const { data } = await supabase
        .from('billing_checkouts')
        .select('status, payment_status, tier')
        .eq('id', sessionId!)
        .abortSignal(signal)
        .maybeSingle()
        .throwOnError();
      return data;
    },
    refetchInterval: (query) => (query.state.data?.status === 'open' ? 2000 : false),
  });
}
