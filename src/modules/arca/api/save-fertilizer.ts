import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { arcaKeys } from './keys';

export type FertilizerInput = Omit<
  TablesInsert<'arca_fertilizers'>,
  // n_pct is generated from the three nitrogen forms.
  'created_at' | 'created_by' | 'updated_at' | 'updated_by' | 'n_pct'
>;

/** Adds a product to the library, or changes one (with `id`). */
export async function saveFertilizer(input: FertilizerInput & { id?: string }) {
  const { id, facility_id, ...changes } = input;
  const request = id
    ? supabase.from('arca_fertilizers').update(changes).eq('id', id)
    : supabase.from('arca_fertilizers').insert({ facility_id, ...changes });
  const { data } = await request.select('*').single().throwOnError();
  return data;
}

export function useSaveFertilizer(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFertilizer,
    // A changed analysis re-computes the batches that used the product.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.library(facilityId) }),
  });
}
