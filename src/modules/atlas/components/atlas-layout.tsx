// The frame of every signed-in Atlas screen: it works out the facility (and the role the viewer
// has there), shows Atlas's own navigation, and decides who may be here at all. Atlas runs under
// the facility owner's plan, so the usual tier guard (the viewer's own plan) does not apply: a
// staff member on the free plan works in a Professional owner's Atlas. Someone without such a
// facility is sent to set one up (on Professional), to their invitations, or to the plans page.
import { useEffect } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { FacilityAccessNote } from '@/components/facility-access-note';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { ScrollRow } from '@/components/ui/scroll-row';
import { upgradeMessage } from '@/hooks/use-upgrade-prompt';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useMyInvitations } from '../api/get-my-invitations';
import { atlasPaths as p } from '../paths';
import { FacilityContext, facilityLink, useFacilityState } from './facility-context';
import { FacilitySwitcher } from './facility-switcher';

const NAV = [
  { to: p.index, label: 'Overview', end: true },
  { to: p.today, label: 'Today' },
  { to: p.sops, label: 'SOPs' },
  { to: p.cycles, label: 'Cycles' },
  { to: p.calendar, label: 'Calendar' },
  { to: p.resources, label: 'Resources' },
  { to: p.team, label: 'Team' },
] as const;

export function AtlasLayout() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const state = useFacilityState();
  const onTeamPage = pathname === p.team.pattern;
  const invitations = useMyInvitations(state.status === 'none' ? viewer.userId : null);
  // Nobody below Atlas's plan, with no facility on it and no invitation, has anything here.
  const mayUpgrade =
    state.status === 'none' &&
    !onTeamPage &&
    invitations.isSuccess &&
    invitations.data.length === 0 &&
    !state.access.own;

  useEffect(() => {
    if (mayUpgrade)
      toast.error('Upgrade Required', {
        id: 'upgrade-required',
        description: upgradeMessage('Professional'),
      });
  }, [mayUpgrade]);

  if (state.status === 'loading') return <PageSkeleton label="Loading Atlas" />;
  if (state.status === 'error')
    return (
      <LoadError error={state.error} onRetry={state.retry}>
        Could not load your facilities.
      </LoadError>
    );
  if (state.status === 'none') {
    if (onTeamPage) return <Outlet />;
    if (invitations.isPending) return <PageSkeleton label="Loading Atlas" />;
    if ((invitations.data?.length ?? 0) > 0) return <Navigate to={p.team.href()} replace />;
    if (mayUpgrade) return <Navigate to="/solutions" replace />;
    return (
      <EmptyState
        title="Set up a facility to use Atlas"
        description="Atlas plans the work of a facility and its team. Add your facility and its rooms, then come back to write SOPs, plan cycles and invite your team."
        action={
          <Link to="/profile/facilities" className="font-semibold text-brand-800 underline">
            Add a facility
          </Link>
        }
      />
    );
  }

  const { facility, facilities, select, access } = state;
  return (
    <FacilityContext value={{ facility, facilities, select }}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 print:max-w-none">
        {access.throughFacility ? (
          <FacilityAccessNote name="Atlas" facilities={[facility]} className="print:hidden" />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
          <nav aria-label="Atlas" className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
            <ScrollRow>
              <ul className="flex gap-1 overflow-x-auto">
                {NAV.map((item) => (
                  <li key={item.label}>
                    <NavLink
                      to={facilityLink(facility.id, item.to.href())}
                      end={'end' in item ? item.end : false}
                      className={({ isActive }) =>
                        cn(
                          'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap',
                          isActive
                            ? 'bg-brand-50 text-brand-900'
                            : 'text-muted hover:bg-brand-50 hover:text-ink',
                        )
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </ScrollRow>
          </nav>
          <FacilitySwitcher />
        </div>
        <Outlet />
      </div>
    </FacilityContext>
  );
}
