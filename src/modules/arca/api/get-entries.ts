import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { entriesQuery, type PageParams } from '../records/queries.ts';
import { arcaKeys } from './keys';
import { runQuery } from './run-query';

export interface EntriesWhere {
  facilityId?: string;
  lotId?: string;
  roomId?: string;
  from?: string;
  to?: string;
  status?: 'done' | 'planned';
  /** One log only (a timeline narrowed to the diary, say). */
  kind?: string;
  /** Oldest first (what is due), else newest first. */
  ascending?: boolean;
}

/** An entry of any kind with its values under its kind's name (diary, runoff, ppm). */
export interface TimelineEntry {
  id: string;
  facility_id: string;
  kind: string;
  occurred_at: string;
  status: 'done' | 'planned';
  notes: string | null;
  photos: string[];
  room_id: string | null;
  lot_id: string | null;
  version: number;
  created_by: string | null;
  room: { room_name: string } | null;
  lot: { name: string; strain: string } | null;
  [kind: string]: unknown;
}

/** Entries of every kind in one request: a lot's timeline, a room's history, today's, the due. */
export async function getEntries(where: EntriesWhere, page: PageParams, signal?: AbortSignal) {
  const { ascending, ...filters } = where;
  return runQuery<TimelineEntry>(entriesQuery(filters, page, ascending), signal);
}

export const getEntriesQueryOptions = (where: EntriesWhere, page: PageParams) =>
  queryOptions({
    queryKey: arcaKeys.entries({ ...where, ...page }),
    queryFn: ({ signal }) => getEntries(where, page, signal),
    // "Show older entries" keeps the ones on screen while the longer page loads.
    placeholderData: keepPreviousData,
  });

export function useEntries(where: EntriesWhere | null, page: PageParams) {
  return useQuery({ ...getEntriesQueryOptions(where ?? {}, page), enabled: where !== null });
}
