import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { arcaKeys } from './keys';

export type YieldPriceInput = Pick<
  TablesInsert<'arca_yield_prices'>,
  'facility_id' | 'strain' | 'grade' | 'price' | 'per_unit' | 'currency' | 'effective_on' | 'notes'
>;

/** Adds a price, or changes one (with `id`); a price never moves to another facility. */
export async function saveYieldPrice(input: YieldPriceInput & { id?: string }) {
  const { id, facility_id, ...changes } = input;
  const request = id
    ? supabase.from('arca_yield_prices').update(changes).eq('id', id)
    : supabase.from('arca_yield_prices').insert({ facility_id, ...changes });
  const { data } = await request.select('id').single().throwOnError();
  return data;
}

export function useSaveYieldPrice(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveYieldPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.yieldPrices(facilityId) }),
  });
}
