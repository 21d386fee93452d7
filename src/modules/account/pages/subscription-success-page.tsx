import { useQueryClient } from '@tanstack/react-query';
import { invalidateFacilities } from '@/lib/data/facilities';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/hooks/use-session';
import { useViewer } from '@/hooks/use-viewer';
import { normalizeTier, tierRank } from '@/lib/tiers';
import { accountKeys } from '../api/keys';
import { planFor } from '../plans';
import { accountPaths } from '../paths';

/** After the checkout: reloads the profile so the shell's locks follow the new plan, and confirms it. */
export function SubscriptionSuccessPage() {
  const user = useUser();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const purchased = normalizeTier(params.get('tier'));

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.profile(user.id) });
    void queryClient.invalidateQueries({ queryKey: accountKeys.settings(user.id) });
    // The user's facilities run on their plan, and so does their team there.
    void invalidateFacilities(queryClient);
  }, [queryClient, user.id]);

  const active = viewer.ready && tierRank(viewer.tier) >= tierRank(purchased);
  const plan = planFor(viewer.tier);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <Card className="text-center">
        {!viewer.ready ? (
          <div className="flex flex-col items-center gap-3" aria-busy="true">
            <span className="sr-only">Loading...</span>
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-4 w-48" />
          </div>
        ) : active ? (
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
        ) : (
          <>
            <h1 className="text-2xl font-semibold tracking-tight text-brand-950">Confirming your plan...</h1>
            <p className="mt-2 text-sm text-muted">
              Your payment is being processed. Your plan is still {plan.name}; this can take a moment.
            </p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => void queryClient.invalidateQueries({ queryKey: accountKeys.profile(user.id) })}
            >
              Check again
            </Button>
          </>
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
