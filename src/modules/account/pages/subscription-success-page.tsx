import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/hooks/use-session';
import { useViewer } from '@/hooks/use-viewer';
import { invalidateFacilities } from '@/lib/data/facilities';
import { normalizeTier } from '@/lib/tiers';
import { useCheckoutOutcome } from '../api/billing';
import { accountKeys } from '../api/keys';
import { planFor } from '../plans';
import { accountPaths } from '../paths';

/**
 * After Stripe Checkout: the outcome as the webhook recorded it in the database (the URL only names
 * the checkout), re-read every 2 s while Stripe has not reported; once paid, the profile is reloaded
 * so the shell's locks follow the new plan.
 */
export function SubscriptionSuccessPage() {
  const user = useUser();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const outcome = useCheckoutOutcome(user.id, sessionId);
  const paid = outcome.data?.status === 'complete' && outcome.data.payment_status === 'paid';

  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: accountKeys.profile(user.id) });
    void queryClient.invalidateQueries({ queryKey: accountKeys.settings(user.id) });
    void queryClient.invalidateQueries({ queryKey: accountKeys.billing(user.id) });
    // The user's facilities run on their plan, and so does their team there.
    void invalidateFacilities(queryClient);
  }, [paid, queryClient, user.id]);

  const plan = planFor(normalizeTier(outcome.data?.tier));
  const loading = Boolean(sessionId) && (outcome.isPending || (paid && !viewer.ready));

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <Card className="text-center">
        {loading ? (
          <div className="flex flex-col items-center gap-3" aria-busy="true">
            <span className="sr-only">Loading...</span>
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-4 w-48" />
          </div>
        ) : outcome.isError ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight text-brand-950">
              We could not check your payment
            </h1>
            <p className="mt-2 text-sm text-muted">Check your connection and try again.</p>
            <Button variant="secondary" className="mt-4" onClick={() => void outcome.refetch()}>
              Check again
            </Button>
          </>
        ) : !outcome.data ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight text-brand-950">No checkout to show</h1>
            <p className="mt-2 text-sm text-muted">
              This link does not name one of your checkouts. Your plans page shows your current plan.
            </p>
          </>
        ) : paid ? (
          <>
            <p className="text-sm font-semibold text-brand-700">Payment confirmed</p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-brand-950">
              Welcome to {plan.name}
            </h1>
            <p className="mt-2 text-sm text-muted">
              Your plan is now {plan.name}. These are unlocked for you:
            </p>
            <ul className="mx-auto mt-3 flex max-w-sm flex-col gap-1 text-left text-sm">
              {plan.features.map((f) => (
                <li key={f}>✓ {f}</li>
              ))}
            </ul>
          </>
        ) : outcome.data.status === 'expired' ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight text-brand-950">Payment not completed</h1>
            <p className="mt-2 text-sm text-muted">
              This checkout expired before it was paid; nothing was charged. Your plan is unchanged.
            </p>
          </>
        ) : (
          <div aria-live="polite">
            <h1 className="text-2xl font-semibold tracking-tight text-brand-950">
              Confirming your payment...
            </h1>
            <p className="mt-2 text-sm text-muted">
              Stripe has not confirmed the payment for {plan.name} yet; this page updates by itself.
            </p>
          </div>
        )}
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Link
            to={accountPaths.dashboard.href()}
            className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Go to dashboard
          </Link>
          <Link
            to={accountPaths.solutions.href()}
            className="inline-flex h-11 items-center justify-center rounded-lg border border-line px-4 text-sm font-semibold text-ink hover:bg-brand-50"
          >
            View plans
          </Link>
        </div>
      </Card>
    </div>
  );
}
