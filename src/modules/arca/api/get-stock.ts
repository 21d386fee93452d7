import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Stock on hand of every item of a facility that has movements (the sum of its ledger). */
export async function getStockOnHand(facilityId: string, signal?: AbortSignal) {
  let query = supabase.from('arca_stock_on_hand').select('*').eq('facility_id', facilityId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getStockOnHandQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.stock(facilityId),
    queryFn: ({ signal }) => getStockOnHand(facilityId, signal),
  });

export function useStockOnHand(facilityId: string | undefined) {
  return useQuery({ ...getStockOnHandQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}

export type StockItem = { fertilizer_id: string } | { tank_id: string } | { protection_product_id: string };

/** One item's movements, newest first. */
export async function getStockLedger(facilityId: string, item: StockItem, signal?: AbortSignal) {
  let query = supabase
    .from('arca_stock_movements')
    .select('id, kind, quantity, occurred_at, note, lot_number, entry_id, created_at')
    .eq('facility_id', facilityId)
    .match(item)
    .order('occurred_at', { ascending: false })
    .limit(200);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type StockMovement = Awaited<ReturnType<typeof getStockLedger>>[number];

export function useStockLedger(facilityId: string, item: StockItem | null) {
  return useQuery({
    queryKey: arcaKeys.stockLedger(facilityId, item ?? {}),
    queryFn: ({ signal }) => getStockLedger(facilityId, item!, signal),
    enabled: item !== null,
  });
}
