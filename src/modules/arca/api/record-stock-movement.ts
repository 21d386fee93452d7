import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { arcaKeys } from './keys';

export type StockMovementInput = Pick<
  TablesInsert<'arca_stock_movements'>,
  | 'facility_id'
  | 'fertilizer_id'
  | 'protection_product_id'
  | 'tank_id'
  | 'kind'
  | 'quantity'
  | 'occurred_at'
  | 'note'
  | 'lot_number'
>;

/**
 * A purchase, use, disposal or stated correction. Stock is never edited: a wrong movement is
 * answered by a correction, and none may take an item below zero (AR104).
 */
export async function recordStockMovement(input: StockMovementInput) {
  await supabase.from('arca_stock_movements').insert(input).throwOnError();
}

export function useRecordStockMovement(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordStockMovement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.stock(facilityId) }),
  });
}
