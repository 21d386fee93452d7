import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { LOT_COLUMNS, type Lot } from './get-lots';
import { arcaKeys } from './keys';

/** One lot with its derived room, stage and plant count; null when it is not (or no longer) yours. */
export async function getLot(lotId: string, signal?: AbortSignal) {
  let query = supabase.from('arca_lots').select(LOT_COLUMNS).eq('id', lotId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data as unknown as Lot | null;
}

export const getLotQueryOptions = (lotId: string) =>
  queryOptions({ queryKey: arcaKeys.lot(lotId), queryFn: ({ signal }) => getLot(lotId, signal) });

export function useLot(lotId: string) {
  return useQuery(getLotQueryOptions(lotId));
}
