import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { KINDS, type KindName } from '../records/kinds/registry.ts';
import type { RecordRow } from '../records/kinds/types.ts';
import { LOT_EMBED, ROOM_EMBED } from '../records/queries.ts';
import { arcaKeys } from './keys';

/** One entry of a log, as its records list shows it; null when it is gone (deleted or not yours). */
export async function getEntry(name: KindName, id: string, signal?: AbortSignal) {
  const kind = KINDS[name];
  let query = supabase
    .from(kind.view)
    .select(['*', ROOM_EMBED, LOT_EMBED, kind.extraSelect].filter(Boolean).join(','))
    .eq('id', id);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data as unknown as RecordRow | null;
}

export const getEntryQueryOptions = (name: KindName, id: string) =>
  queryOptions({
    queryKey: arcaKeys.entry(name, id),
    queryFn: ({ signal }) => getEntry(name, id, signal),
  });

export function useEntry(name: KindName, id: string | null) {
  return useQuery({ ...getEntryQueryOptions(name, id ?? ''), enabled: id !== null });
}
