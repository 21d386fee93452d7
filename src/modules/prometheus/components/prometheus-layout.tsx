// The frame of every Prometheus screen, in place of the app's tier guard. Prometheus runs under the
// facility owner's plan, as Atlas does (and as the readings' RLS, prometheus_facilities, does): a
// staff member on a lower plan works in a Professional owner's Prometheus. Everyone else below
// Professional gets the usual upgrade toast and the plans page.
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { upgradeMessage } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { hasTier } from '@/lib/tiers';
import { toast } from '@/lib/toast';
import { accountPaths } from '@/modules/account/paths';
import { useTeamPlans } from '../api/get-team-plans';

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
  return <Outlet />;
}
