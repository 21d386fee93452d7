import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { arcaKeys } from './keys';

export type ProtectionProductInput = Pick<
  TablesInsert<'arca_protection_products'>,
  | 'facility_id'
  | 'name'
  | 'registration_number'
  | 'active_ingredients'
  | 'product_type'
  | 'formulation'
  | 'rei_hours'
  | 'phi_days'
  | 'unit'
  | 'manufacturer'
  | 'supplier'
  | 'track_stock'
  | 'archived'
  | 'notes'
>;

/** Adds a crop-protection product, or changes one (with `id`). */
export async function saveProtectionProduct(input: ProtectionProductInput & { id?: string }) {
  const { id, facility_id, ...changes } = input;
  const request = id
    ? supabase.from('arca_protection_products').update(changes).eq('id', id)
    : supabase.from('arca_protection_products').insert({ facility_id, ...changes });
  const { data } = await request.select('id').single().throwOnError();
  return data;
}

export function useSaveProtectionProduct(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProtectionProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.protectionProducts(facilityId) }),
  });
}
