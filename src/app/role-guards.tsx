import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/icons';
import { FacilityAccessNote } from '@/components/facility-access-note';
import { LoadError } from '@/components/ui/load-error';
import { useRouteAccess } from '@/hooks/use-access';
import { upgradeMessage } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { toast } from '@/lib/toast';
import { accountPaths } from '@/modules/account/paths';
import { agoraPaths } from '@/modules/agora/paths';

// Guards that need the viewer (profile, consultant status); they sit under the auth guard and the
// shell, in a lazy chunk. Toast ids keep StrictMode's double effects from toasting twice.

function Checking({ label, spinner = false }: { label: string; spinner?: boolean }) {
  return (
    <div role="status" className="flex min-h-60 items-center justify-center gap-2 text-sm text-muted">
      {spinner && <Spinner className="text-brand-700" />}
      {label}
    </div>
  );
}

/** Spec-2 §6: active consultants only; others go to the application form. */
export function RequireConsultant() {
  const viewer = useViewer();
  const denied = viewer.ready && !viewer.isConsultant;
  useEffect(() => {
    if (denied)
      toast.error('Access denied', {
        id: 'consultant-denied',
        description: 'Only verified consultants can access this area.',
      });
  }, [denied]);

  if (!viewer.ready) return <Checking label="Verifying consultant access..." />;
  if (denied) return <Navigate to={agoraPaths.apply.href()} replace />;
  return <Outlet />;
}

/** Spec-2 §6: profile role admin only; others (or a failed check) go to /dashboard. */
export function RequireAdmin() {
  const viewer = useViewer();
  const denied = viewer.ready && !viewer.isAdmin;
  useEffect(() => {
    if (denied)
      toast.error('Access denied', {
        id: 'admin-denied',
        description: 'Only administrators can access this area.',
      });
  }, [denied]);

  if (!viewer.ready) return <Checking label="Checking permissions..." spinner />;
  if (denied) return <Navigate to={accountPaths.dashboard.href()} replace />;
  return <Outlet />;
}

/**
 * Module pages the user may not open: the upgrade toast and the upgrade page (spec-1 §2, §6). Who
 * may open what is the access rule's (src/lib/access.ts): the user's own plan, or for a facility's
 * tool the plan of a facility they work in — then the page opens there and says so.
 */
export function RequireTier() {
  const { pathname } = useLocation();
  const { pending, error, retry, access, name } = useRouteAccess(pathname);
  const denied = !pending && !error && !access.open;
  useEffect(() => {
    if (denied)
      toast.error('Upgrade Required', {
        id: 'upgrade-required',
        description: upgradeMessage(access.required),
      });
  }, [denied, access.required]);

  if (pending) return <Checking label="Loading..." />;
  if (error)
    return (
      <LoadError error={error} onRetry={retry}>
        Could not check your facilities’ plans.
      </LoadError>
    );
  if (denied) return <Navigate to={accountPaths.solutions.href()} replace />;
  return (
    <>
      {access.throughFacility && name ? (
        <FacilityAccessNote name={name} facilities={access.facilities} className="mb-5" />
      ) : null}
      <Outlet />
    </>
  );
}
