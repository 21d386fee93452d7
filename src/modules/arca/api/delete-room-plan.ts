import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Removes a room's plan and its phases (the skeleton stays). */
export async function deleteRoomPlan(id: string) {
  await supabase.from('arca_room_plans').delete().eq('id', id).throwOnError();
}

export function useDeleteRoomPlan(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoomPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.roomPlans(facilityId) }),
  });
}
