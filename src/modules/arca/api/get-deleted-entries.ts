import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { KINDS, type KindName } from '../records/kinds/registry.ts';
import { arcaKeys } from './keys';

/** A log's entries deleted in the last 30 days, which can still be restored; newest deletion first. */
export async function getDeletedEntries(name: KindName, facilityId: string, signal?: AbortSignal) {
  const kind = KINDS[name];
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  let query = supabase
    .from('arca_entries')
    .select(
      `id, occurred_at, deleted_at, deleted_by, room:rooms!arca_entries_facility_id_room_id_fkey(room_name), values:${kind.valuesTable}(*)`,
    )
    .eq('facility_id', facilityId)
    .eq('kind', kind.kind)
    .gte('deleted_at', since)
    .order('deleted_at', { ascending: false })
    .limit(100);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data as unknown as Array<{
    id: string;
    occurred_at: string;
    deleted_at: string;
    deleted_by: string | null;
    room: { room_name: string } | null;
    values: Record<string, unknown> | null;
  }>;
}

export function useDeletedEntries(name: KindName, facilityId: string | null, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: arcaKeys.deleted(name, facilityId ?? ''),
      queryFn: ({ signal }) => getDeletedEntries(name, facilityId!, signal),
    }),
    enabled: enabled && facilityId !== null,
  });
}
