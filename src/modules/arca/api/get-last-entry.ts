import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { KINDS, type KindName } from '../records/kinds/registry.ts';
import type { RecordRow } from '../records/kinds/types.ts';
import { arcaKeys } from './keys';

/** The facility's latest entry of a log: its values are the logger's hints. */
export async function getLastEntry(name: KindName, facilityId: string, signal?: AbortSignal) {
  const kind = KINDS[name];
  let query = supabase
    .from(kind.view)
    .select('*')
    .eq('facility_id', facilityId)
    .eq('status', 'done')
    .order('occurred_at', { ascending: false })
    .limit(1);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return ((data ?? [])[0] as unknown as RecordRow | undefined) ?? null;
}

export function useLastEntry(name: KindName, facilityId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: arcaKeys.recordLast(name, facilityId ?? ''),
      queryFn: ({ signal }) => getLastEntry(name, facilityId!, signal),
    }),
    enabled: facilityId !== null,
  });
}
