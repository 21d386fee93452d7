import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { restorableSince } from '../records/deleted.ts';
import { arcaKeys } from './keys';

export interface DeletedEntry {
  id: string;
  kind: string;
  occurred_at: string;
  deleted_at: string;
  deleted_by: string | null;
  notes: string | null;
  room: { room_name: string } | null;
}

/** A facility's entries of every log deleted recently enough to be restored; newest deletion first. */
export async function getDeletedEntries(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_entries')
    .select(
      'id, kind, occurred_at, deleted_at, deleted_by, notes, room:rooms!arca_entries_facility_id_room_id_fkey(room_name)',
    )
    .eq('facility_id', facilityId)
    .gte('deleted_at', restorableSince())
    .order('deleted_at', { ascending: false })
    .limit(200);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data as unknown as DeletedEntry[];
}

export function useDeletedEntries(facilityId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: arcaKeys.deleted(facilityId ?? ''),
      queryFn: ({ signal }) => getDeletedEntries(facilityId!, signal),
    }),
    enabled: facilityId !== null,
  });
}
