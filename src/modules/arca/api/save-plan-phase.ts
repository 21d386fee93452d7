import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { Steering } from '../irrigation/steering.ts';
import { arcaKeys } from './keys';

export interface PlanPhaseChanges {
  id: string;
  name: string;
  intent: string;
  starts_on: string;
  ends_on: string;
  photoperiod_h: number;
  steering: Steering;
}

/** Adjusts one dated phase of a room's plan; the skeleton it came from stays as it was. */
export async function savePlanPhase({ id, steering, ...changes }: PlanPhaseChanges) {
  await supabase
    .from('arca_room_plan_phases')
    .update({ ...changes, steering: steering as unknown as { [key: string]: Json } })
    .eq('id', id)
    .throwOnError();
}

export function useSavePlanPhase(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlanPhase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.roomPlans(facilityId) }),
  });
}
