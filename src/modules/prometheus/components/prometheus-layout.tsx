// The frame of every Prometheus screen, in place of the app's tier guard. Prometheus runs under the
// facility owner's plan, as Atlas does (and as the readings' RLS, prometheus_facilities, does): a
// staff member on a lower plan works in a Professional owner's Prometheus. Everyone else below
// Professional gets the usual upgrade toast and the plans page. Above every lens, Prometheus's own
// navigation among them.
import { useEffect } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { upgradeMessage } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { hasTier } from '@/lib/tiers';
import { toast } from '@/lib/toast';
import { accountPaths } from '@/modules/account/paths';
import { useTeamPlans } from '../api/get-team-plans';
import { PROMETHEUS_LENSES } from '../paths';

export function PrometheusLayout() {
  const viewer = useViewer();
  const ownPlan = viewer.ready && hasTier({ membership_tier: viewer.tier }, 'Professional');
  const plans = useTeamPlans(viewer.userId, viewer.ready && !ownPlan);
  const viaTeam = plans.data?.some((plan) => hasTier({ membership_tier: plan }, 'Professional')) ?? false;
  const denied = viewer.ready && !ownPlan && plans.isSuccess && !viaTeam;

  useEffect(() => {
    if (denied)
      toast.error('Upgrade Required', {
        id: 'upgrade-required',
        description: upgradeMessage('Professional'),
      });
  }, [denied]);

  if (!viewer.ready || (!ownPlan && plans.isPending)) return <PageSkeleton label="Loading Prometheus" />;
  if (!ownPlan && plans.isError)
    return (
      <LoadError error={plans.error} onRetry={() => void plans.refetch()}>
        Could not check your facilities’ plans.
      </LoadError>
    );
  if (denied) return <Navigate to={accountPaths.solutions.href()} replace />;
  return (
    <div className="flex flex-col gap-5">
      {/* Wraps on a phone rather than hiding a lens off the edge. */}
      <nav aria-label="Prometheus" className="min-w-0 print:hidden">
        <ul className="flex flex-wrap gap-1">
          {PROMETHEUS_LENSES.map((lens) => (
            <li key={lens.label}>
              <NavLink
                to={lens.path.href()}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap',
                    isActive ? 'bg-brand-50 text-brand-900' : 'text-muted hover:bg-brand-50 hover:text-ink',
                  )
                }
              >
                {lens.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
