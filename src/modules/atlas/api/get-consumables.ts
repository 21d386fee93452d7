import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

/** Stock of every consumable of a facility (the sum of its moves), lowest against its reorder point first. */
export async function getConsumables(facilityId: string, signal?: AbortSignal) {
  let query = supabase.from('atlas_consumable_stock').select('*').eq('facility_id', facilityId).order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((c) => ({
    ...c,
    consumable_id: c.consumable_id!,
    name: c.name!,
    unit: c.unit!,
    on_hand: Number(c.on_hand ?? 0),
    reorder_point: Number(c.reorder_point ?? 0),
    reorder_quantity: c.reorder_quantity === null ? null : Number(c.reorder_quantity),
  }));
}

export type ConsumableStock = Awaited<ReturnType<typeof getConsumables>>[number];

export const getConsumablesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.consumables(facilityId),
    queryFn: ({ signal }) => getConsumables(facilityId, signal),
  });

export function useConsumables(facilityId: string) {
  return useQuery(getConsumablesQueryOptions(facilityId));
}

/** One consumable: its settings, its lots and the ledger of moves, newest first. */
export async function getConsumable(consumableId: string, signal?: AbortSignal) {
  let item = supabase.from('atlas_consumables').select('*').eq('id', consumableId);
  let stock = supabase
    .from('atlas_consumable_stock')
    .select('on_hand, below_reorder_point')
    .eq('consumable_id', consumableId);
  let lots = supabase
    .from('atlas_consumable_lots')
    .select('*')
    .eq('consumable_id', consumableId)
    .order('expires_on');
  let moves = supabase
    .from('atlas_stock_moves')
    .select('*')
    .eq('consumable_id', consumableId)
    .order('moved_at', { ascending: false })
    .limit(500);
  if (signal) {
    item = item.abortSignal(signal);
    stock = stock.abortSignal(signal);
    lots = lots.abortSignal(signal);
    moves = moves.abortSignal(signal);
  }
  const [i, s, l, m] = await Promise.all([
    item.maybeSingle().throwOnError(),
    stock.maybeSingle().throwOnError(),
    lots.throwOnError(),
    moves.throwOnError(),
  ]);
  if (!i.data) return null;
  return {
    item: i.data,
    onHand: Number(s.data?.on_hand ?? 0),
    belowReorderPoint: s.data?.below_reorder_point ?? false,
    lots: (l.data ?? []).map((x) => ({ ...x, on_hand: Number(x.on_hand ?? 0) })),
    moves: (m.data ?? []).map((x) => ({ ...x, quantity: Number(x.quantity) })),
  };
}

export type ConsumableDetail = NonNullable<Awaited<ReturnType<typeof getConsumable>>>;

export const getConsumableQueryOptions = (facilityId: string, consumableId: string) =>
  queryOptions({
    queryKey: atlasKeys.consumable(facilityId, consumableId),
    queryFn: ({ signal }) => getConsumable(consumableId, signal),
  });

export function useConsumable(facilityId: string, consumableId: string) {
  return useQuery(getConsumableQueryOptions(facilityId, consumableId));
}
