import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json, TablesInsert } from '@/types/database';
import type { Steering } from '../irrigation/steering.ts';
import { arcaKeys } from './keys';

export type IrrigationGuideInput = Omit<
  Pick<
    TablesInsert<'arca_irrigation_guides'>,
    | 'facility_id'
    | 'name'
    | 'stage'
    | 'intent'
    | 'substrate'
    | 'container_volume_l'
    | 'field_capacity_pct'
    | 'photoperiod_h'
    | 'notes'
    | 'source'
  >,
  never
> & { steering: Steering };

/** Adds a guide, or changes one (with `id`). */
export async function saveIrrigationGuide(input: IrrigationGuideInput & { id?: string }) {
  const { id, facility_id, steering, ...rest } = input;
  const changes = { ...rest, steering: steering as unknown as { [key: string]: Json } };
  const request = id
    ? supabase.from('arca_irrigation_guides').update(changes).eq('id', id)
    : supabase.from('arca_irrigation_guides').insert({ facility_id, ...changes });
  const { data } = await request.select('id').single().throwOnError();
  return data;
}

export function useSaveIrrigationGuide(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIrrigationGuide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.irrigationGuides(facilityId) }),
  });
}
