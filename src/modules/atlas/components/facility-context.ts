// Which facility the Atlas screens show: one of the facilities whose plan opens Atlas
// (src/lib/access.ts: the user's own when their plan is Professional, or a Professional owner's
// they work in), chosen as every facility screen chooses (useCurrentFacility: the URL's
// `?facility=`, else the user's last choice, else the first). Every list and form reads it from
// here; switching keeps the rest of the URL.
import { createContext, useContext, useMemo } from 'react';
import { useCurrentFacility } from '@/hooks/use-current-facility';
import { useViewer } from '@/hooks/use-viewer';
import { accessTo, can, type Access, type FacilityAction } from '@/lib/access';
import { useFacilities, type Facility } from '@/lib/data/facilities';
import { atlasModule } from '../paths';

export interface AtlasFacility extends Facility {
  can: (action: FacilityAction) => boolean;
}

export type FacilityState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'none'; facilities: Facility[]; access: Access }
  | { status: 'ready'; facility: AtlasFacility; facilities: Facility[]; access: Access };

export function useFacilityState(): FacilityState & { select: (id: string) => void } {
  const viewer = useViewer();
  const query = useFacilities(viewer.userId);
  const access = useMemo(
    () =>
      query.data ? accessTo(atlasModule.requiredTier, atlasModule.scope, viewer.tier, query.data) : null,
    [query.data, viewer.tier],
  );
  const usable = useMemo(() => {
    const allowed = new Set(access?.facilities.map((f) => f.id));
    return (query.data ?? []).filter((f) => allowed.has(f.id));
  }, [query.data, access]);
  const { facility: chosen, choose } = useCurrentFacility(usable);

  const state = useMemo<FacilityState>(() => {
    if (query.isPending) return { status: 'loading' };
    if (query.isError && !query.data)
      return { status: 'error', error: query.error, retry: () => void query.refetch() };
    if (!access) return { status: 'loading' };
    if (!chosen) return { status: 'none', facilities: query.data ?? [], access };
    return {
      status: 'ready',
      facility: { ...chosen, can: (action) => can(chosen.role, action) },
      facilities: usable,
      access,
    };
  }, [query, chosen, usable, access]);

  return { ...state, select: choose };
}

/** Provided by AtlasLayout once the facility is known. */
export const FacilityContext = createContext<{
  facility: AtlasFacility;
  facilities: Facility[];
  select: (id: string) => void;
} | null>(null);

/** The facility the current Atlas screen works in (inside AtlasLayout). */
export function useFacility() {
  const value = useContext(FacilityContext);
  if (!value) throw new Error('useFacility() outside the Atlas layout');
  return value;
}

/** The same, or null on the one screen that also serves people without a facility yet (the team page). */
export function useOptionalFacility() {
  return useContext(FacilityContext);
}

/**
 * Where an Atlas link goes, staying in the current facility (`?facility=` picks it on arrival),
 * with any other query parameters the target reads (`{ tab: 'templates' }`).
 */
export function facilityLink(facilityId: string, pathname: string, params: Record<string, string> = {}) {
  return { pathname, search: `?${new URLSearchParams({ facility: facilityId, ...params }).toString()}` };
}

/** facilityLink for the current Atlas screen's facility. */
export function useFacilityTo() {
  const { facility } = useFacility();
  return (pathname: string, params?: Record<string, string>) => facilityLink(facility.id, pathname, params);
}
