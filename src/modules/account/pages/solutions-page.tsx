import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSession } from '@/hooks/use-session';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { tierRank, type Tier } from '@/lib/tiers';
import {
  useBillingAccount,
  useOpenBillingPortal,
  useStartCheckout,
  type BillingInterval,
} from '../api/billing';
import { BillingStatus } from '../components/billing-status';
import { PLANS } from '../plans';
import { accountPaths } from '../paths';

const PAYING = ['active', 'trialing', 'past_due'];

/** The upgrade page (spec-1 §1, §6): four plans, what each unlocks, the current one marked. */
export function SolutionsPage() {
  const { session } = useSession();
  const viewer = useViewer();
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const checkout = useStartCheckout();
  const portal = useOpenBillingPortal();
  const billing = useBillingAccount(session?.user.id);
  const current = viewer.signedIn && viewer.ready ? viewer.tier : null;
  // Someone who pays for a plan changes it in Stripe's portal, not with a second subscription.
  const paying = PAYING.includes(billing.data?.subscription_status ?? '');
  const pending = checkout.isPending ? checkout.variables?.tier : null;

  const upgrade = (tier: Tier) => {
    if (!session || tier === 'free') return;
    checkout.mutate({ tier, interval });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-brand-950">Solutions</h1>
        <p className="mt-2 text-sm text-muted">
          Choose the plan that fits your operation. Each plan includes everything in the plans before it.
        </p>
        <div
          role="radiogroup"
          aria-label="Billing"
          className="mt-4 inline-flex rounded-lg border border-line bg-white p-1 text-sm font-medium"
        >
          {(['month', 'year'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={interval === value}
              onClick={() => setBillingInterval(value)}
              className={cn(
                'h-9 rounded-md px-4',
                interval === value ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
              )}
            >
              {value === 'month' ? 'Monthly' : 'Yearly · 2 months free'}
            </button>
          ))}
        </div>
      </div>
      {viewer.signedIn && <BillingStatus />}
      {checkout.error && <Alert>{checkout.error.message}</Alert>}
      {portal.error && <Alert>{portal.error.message}</Alert>}
      {viewer.signedIn && billing.data?.subscription_status && (
        <div className="flex flex-col items-center gap-1 text-center text-sm text-muted">
          <Button variant="secondary" busy={portal.isPending} onClick={() => portal.mutate()}>
            Manage plan
          </Button>
          <span>Change or cancel your plan, update your card and download invoices.</span>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PLANS.map((plan) => {
          const isCurrent = current === plan.tier;
          const above = current !== null && tierRank(plan.tier) > tierRank(current);
          return (
            <li
              key={plan.tier}
              aria-label={`${plan.name} plan`}
              className={cn(
                'flex flex-col rounded-2xl border bg-white p-5 shadow-xs',
                isCurrent ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-line',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-semibold text-brand-950">{plan.name}</h2>
                {isCurrent && <Badge tone="brand">Current plan</Badge>}
              </div>
              <p className="mt-1 text-sm text-muted">{plan.tagline}</p>
              <p className="mt-4 text-3xl font-bold text-ink">
                ${interval === 'month' ? plan.price : plan.yearlyPrice}
                <span className="text-sm font-normal text-muted"> / {interval}</span>
              </p>
              <ul className="mt-4 flex flex-1 flex-col gap-1.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-700">
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-5">
                {!viewer.signedIn ? (
                  plan.tier === 'free' ? null : (
                    <Link
                      to={accountPaths.login.href()}
                      state={{ from: { pathname: accountPaths.solutions.href() } }}
                      className="inline-flex h-11 w-full items-center justify-center rounded-lg border border-line text-sm font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      Sign in to upgrade
                    </Link>
                  )
                ) : isCurrent ? (
                  <p className="text-center text-sm font-medium text-brand-800">Your current plan</p>
                ) : above && paying ? (
                  <p className="text-center text-sm text-muted">Change your plan with Manage plan</p>
                ) : above ? (
                  <Button
                    className="w-full"
                    busy={pending === plan.tier}
                    disabled={checkout.isPending}
                    onClick={() => upgrade(plan.tier)}
                  >
                    Upgrade to {plan.name}
                  </Button>
                ) : current !== null ? (
                  <p className="text-center text-sm text-muted">Included in your plan</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <section
        aria-labelledby="tier-table-heading"
        className="overflow-x-auto rounded-2xl border border-line bg-white p-5 shadow-xs"
      >
        <h2 id="tier-table-heading" className="mb-3 text-base font-semibold text-brand-950">
          What each plan unlocks
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 pr-4 font-medium">
                Tier
              </th>
              <th scope="col" className="py-2 font-medium">
                Features
              </th>
            </tr>
          </thead>
          <tbody>
            {PLANS.map((plan) => (
              <tr key={plan.tier} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-4 align-top font-semibold">
                  {plan.tier}
                </th>
                <td className="py-2">{plan.features.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-center text-xs text-muted">
        Prices in US dollars. Payments are handled by Stripe. An upgrade takes effect as soon as the payment
        is confirmed; a downgrade or cancellation at the end of the period you paid for.
      </p>
    </div>
  );
}
