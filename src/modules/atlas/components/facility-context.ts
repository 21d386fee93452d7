// Which facility the Atlas screens show: the one in the URL (?facility=), else the last one chosen
// on this device, else the first the user owns or works in whose plan includes Atlas. Every list
// and form reads it from here; switching keeps the rest of the URL.
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useViewer } from '@/hooks/use-viewer';
import { hasTier } from '@/lib/tiers';
import { useMyFacilities, type MyFacility } from '../api/get-my-facilities';
import { can, type FacilityAction } from '../team/roles';

const STORAGE_KEY = 'atlas:facility';

export interface AtlasFacility extends MyFacility {
  can: (action: FacilityAction) => boolean;
}

export type FacilityState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'none'; facilities: MyFacility[] }
  | { status: 'ready'; facility: AtlasFacility; facilities: MyFacility[] };

/** Facilities whose owner's plan includes Atlas (Professional). */
export function atlasFacilities(facilities: readonly MyFacility[]): MyFacility[] {
  return facilities.filter((f) => hasTier({ membership_tier: f.plan }, 'Professional'));
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function useFacilityState(): FacilityState & { select: (id: string) => void } {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const query = useMyFacilities(viewer.userId);
  const wanted = params.get('facility');

  const select = useCallback(
    (id: string) => {
      try {
        localStorage.setItem(STORAGE_KEY, id);
      } catch {
        // Private browsing: the URL still carries the choice.
      }
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('facility', id);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const state = useMemo<FacilityState>(() => {
    if (query.isPending) return { status: 'loading' };
    if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
    const usable = atlasFacilities(query.data);
    const stored = readStored();
    const chosen =
      usable.find((f) => f.id === wanted) ?? usable.find((f) => f.id === stored) ?? usable[0] ?? null;
    if (!chosen) return { status: 'none', facilities: query.data };
    return {
      status: 'ready',
      facility: { ...chosen, can: (action) => can(chosen.role, action) },
      facilities: usable,
    };
  }, [query, wanted]);

  return { ...state, select };
}

/** Provided by AtlasLayout once the facility is known. */
export const FacilityContext = createContext<{
  facility: AtlasFacility;
  facilities: MyFacility[];
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
