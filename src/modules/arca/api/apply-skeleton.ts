import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

export interface ApplySkeletonInput {
  skeletonId: string;
  roomId: string;
  /** YYYY-MM-DD */
  startsOn: string;
  name?: string;
}

/** Makes the room's dated plan from a skeleton (refused if the room has a plan for those dates). */
export async function applySkeleton({ skeletonId, roomId, startsOn, name }: ApplySkeletonInput) {
  const { data } = await supabase
    .rpc('arca_apply_skeleton', {
      p_skeleton_id: skeletonId,
      p_room_id: roomId,
      p_starts_on: startsOn,
      ...(name ? { p_name: name } : {}),
    })
    .throwOnError();
  return data as string;
}

export function useApplySkeleton(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applySkeleton,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.roomPlans(facilityId) }),
  });
}
