import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Price } from '../records/prices';
import { arcaKeys } from './keys';

/** A facility's yield prices, newest first. */
export async function getYieldPrices(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_yield_prices')
    .select('id, strain, grade, price, per_unit, currency, effective_on, notes')
    .eq('facility_id', facilityId)
    .order('effective_on', { ascending: false })
    .order('grade')
    .order('id')
    // The API's most rows in one answer; a grow does not set a thousand prices.
    .limit(1000);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((p) => ({ ...p, price: Number(p.price) }) as Price & { notes: string | null });
}

export type YieldPrice = Awaited<ReturnType<typeof getYieldPrices>>[number];

export const getYieldPricesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.yieldPrices(facilityId),
    queryFn: ({ signal }) => getYieldPrices(facilityId, signal),
  });

export function useYieldPrices(facilityId: string | undefined) {
  return useQuery({ ...getYieldPricesQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
