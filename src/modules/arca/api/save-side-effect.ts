import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { arcaKeys } from './keys';

export type SideEffectInput = Pick<
  TablesInsert<'arca_side_effects'>,
  'facility_id' | 'product_id' | 'species' | 'iobc_class' | 'persistence_weeks' | 'source'
>;

/** Records a product's IOBC class and persistence for one beneficial, or changes it (with `id`). */
export async function saveSideEffect(input: SideEffectInput & { id?: string }) {
  const { id, facility_id, product_id, ...changes } = input;
  const request = id
    ? supabase.from('arca_side_effects').update(changes).eq('id', id)
    : supabase.from('arca_side_effects').insert({ facility_id, product_id, ...changes });
  await request.throwOnError();
}

export function useSaveSideEffect(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSideEffect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.protectionProducts(facilityId) }),
  });
}
