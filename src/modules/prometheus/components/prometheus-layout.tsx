// The frame of every Prometheus screen, in place of the app's tier guard. Prometheus runs under the
// facility owner's plan, as Atlas does (and as the readings' RLS, prometheus_facilities, does): a
// staff member on a lower plan works in a Professional owner's Prometheus, and the screen says so.
// Everyone else below Professional gets the usual upgrade toast and the plans page.
import { useEffect } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { FacilityAccessNote } from '@/components/facility-access-note';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useAccess } from '@/hooks/use-access';
import { upgradeMessage } from '@/hooks/use-upgrade-prompt';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { accountPaths } from '@/modules/account/paths';
import { PROMETHEUS_LENSES, prometheusModule } from '../paths';

export function PrometheusLayout() {
  const { pending, error, retry, access } = useAccess(prometheusModule.requiredTier, prometheusModule.scope);
  const denied = !pending && !error && !access.open;

  useEffect(() => {
    if (denied)
      toast.error('Upgrade Required', {
        id: 'upgrade-required',
        description: upgradeMessage(access.required),
      });
  }, [denied, access.required]);

  if (pending) return <PageSkeleton label="Loading Prometheus" />;
  if (error)
    return (
      <LoadError error={error} onRetry={retry}>
        Could not check your facilities’ plans.
      </LoadError>
    );
  if (denied) return <Navigate to={accountPaths.solutions.href()} replace />;
  return (
    <div className="flex flex-col gap-5">
      {access.throughFacility ? (
        <FacilityAccessNote name="Prometheus" facilities={access.facilities} />
      ) : null}
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
