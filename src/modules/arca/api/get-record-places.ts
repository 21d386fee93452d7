import { queryOptions, useQueries, type QueryObserverResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useViewer } from '@/hooks/use-viewer';
import { accessTo } from '@/lib/access';
import { getFacilitiesQueryOptions, type Facility } from '@/lib/data/facilities';
import { remember, rememberedData } from '@/lib/data/remembered-query';
import { gateForPath } from '@/lib/modules';
import { supabase } from '@/lib/supabase';
import type { Tier } from '@/lib/tiers';
import { arcaKeys } from './keys';

/** Every water filter the user may see (the Filters log's places), by facility. */
export async function getFilterPlaces(signal?: AbortSignal) {
  let query = supabase.from('arca_filters').select('id, name, archived, facility_id').order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

type FilterPlace = Awaited<ReturnType<typeof getFilterPlaces>>[number];

export const getFilterPlacesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: arcaKeys.filterPlaces(userId),
    queryFn: async ({ signal }) => remember(arcaKeys.filterPlaces(userId), await getFilterPlaces(signal)),
    ...rememberedData<FilterPlace[]>(arcaKeys.filterPlaces(userId)),
    staleTime: 60_000,
  });

/**
 * A facility where records are kept: its rooms, its owner (photo paths start with the owner's id)
 * and its water filters.
 */
export type RecordPlace = Facility & { filters: Omit<FilterPlace, 'facility_id'>[] };

/** The places as a query: loading, failed (with what was remembered, if anything) or there. */
export type RecordPlacesQuery = { refetch: () => Promise<unknown> } & (
  | { isPending: true; isError: false; error: null; data: undefined }
  | { isPending: false; isError: true; error: unknown; data: undefined }
  | { isPending: false; isError: true; error: unknown; data: RecordPlace[] }
  | { isPending: false; isError: false; error: null; data: RecordPlace[] }
);

/**
 * The facilities this screen may keep records in: those the user works in (src/lib/data/
 * facilities.ts) whose plan opens the screen's tool (src/lib/access.ts: a Basic staff member keeps
 * AgroChemLog records at a Professional owner's facility, not at their own) — or `tier`, when the
 * screen says which (the Arca index's records need Arca's).
 */
export function useRecordPlaces(tier?: Tier): RecordPlacesQuery {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const gate = gateForPath(pathname);
  const required = tier ?? gate?.tier ?? 'free';
  const userId = viewer.userId ?? '';
  const combine = useCallback(
    ([facilities, filters]: [
      QueryObserverResult<Facility[]>,
      QueryObserverResult<FilterPlace[]>,
    ]): RecordPlacesQuery => {
      const allowed = facilities.data
        ? new Set(accessTo(required, 'facility', viewer.tier, facilities.data).facilities.map((f) => f.id))
        : null;
      const data =
        facilities.data && allowed
          ? facilities.data
              .filter((f) => allowed.has(f.id))
              .map((f) => ({
                ...f,
                filters: (filters.data ?? [])
                  .filter((x) => x.facility_id === f.id)
                  .map((x) => ({ id: x.id, name: x.name, archived: x.archived })),
              }))
          : undefined;
      const refetch = () => Promise.all([facilities.refetch(), filters.refetch()]);
      // The filters only matter to the Filters log: a screen waits for the facilities alone.
      if (facilities.isPending)
        return { isPending: true as const, isError: false as const, error: null, data: undefined, refetch };
      if (facilities.isError)
        return data
          ? { isPending: false as const, isError: true as const, error: facilities.error, data, refetch }
          : { isPending: false as const, isError: true as const, error: facilities.error, data, refetch };
      return { isPending: false as const, isError: false as const, error: null, data: data ?? [], refetch };
    },
    [required, viewer.tier],
  );
  return useQueries({
    queries: [
      { ...getFacilitiesQueryOptions(userId), enabled: viewer.userId !== null },
      { ...getFilterPlacesQueryOptions(userId), enabled: viewer.userId !== null },
    ],
    combine,
  });
}
