import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { arcaKeys } from './keys';

export type TankInput = Pick<
  TablesInsert<'arca_tanks'>,
  'facility_id' | 'name' | 'capacity_l' | 'dilution_ratio' | 'part' | 'room_id' | 'archived' | 'notes'
>;

/** Adds a tank, or changes one (with `id`); a tank never moves to another facility. */
export async function saveTank(input: TankInput & { id?: string }) {
  const { id, facility_id, ...changes } = input;
  const request = id
    ? supabase.from('arca_tanks').update(changes).eq('id', id)
    : supabase.from('arca_tanks').insert({ facility_id, ...changes });
  const { data } = await request.select('id').single().throwOnError();
  return data;
}

export function useSaveTank(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.tanks(facilityId) }),
  });
}
