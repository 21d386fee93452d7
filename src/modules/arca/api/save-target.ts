import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { arcaKeys } from './keys';

export type TargetInput = Pick<
  TablesInsert<'arca_targets'>,
  'facility_id' | 'room_id' | 'stage' | 'metric' | 'period' | 'min_value' | 'max_value' | 'basis' | 'note'
>;

/** Sets a room's own band (replacing the default), or changes it (with `id`). */
export async function saveTarget(input: TargetInput & { id?: string | null }) {
  const { id, min_value, max_value, basis, note, ...where } = input;
  const request = id
    ? supabase.from('arca_targets').update({ min_value, max_value, basis, note }).eq('id', id)
    : supabase.from('arca_targets').insert({ ...where, min_value, max_value, basis, note });
  await request.throwOnError();
}

export function useSaveTarget(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTarget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.targetBands(facilityId) }),
  });
}
