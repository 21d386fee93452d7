import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Hold } from '../protection/holds.ts';
import { arcaKeys } from './keys';

export type LotHold = Hold & { lot_id: string; facility_id: string };

/**
 * Every growing lot's running intervals (public.arca_lot_holds): the REI of the room it is in and
 * its PHI wherever it was sprayed — what would refuse its harvest now.
 */
export async function getLotHolds(signal?: AbortSignal): Promise<LotHold[]> {
  let query = supabase.from('arca_lot_holds').select('*');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []) as LotHold[];
}

export const getLotHoldsQueryOptions = () =>
  queryOptions({
    queryKey: arcaKeys.lotHolds(),
    queryFn: ({ signal }) => getLotHolds(signal),
    // An interval ending is news: look again every minute.
    refetchInterval: 60_000,
    staleTime: 30_000,
    meta: { errorLog: "The lots' intervals could not be loaded" },
  });

export function useLotHolds() {
  return useQuery(getLotHoldsQueryOptions());
}
