import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invalidateFacilities } from '@/lib/data/facilities';
import { atlasKeys } from './keys';

/** The owner changes a member's role. */
export async function changeMemberRole(facilityId: string, userId: string, role: 'manager' | 'staff') {
  const { data } = await supabase
    .from('facility_members')
    .update({ role })
    .eq('facility_id', facilityId)
    .eq('user_id', userId)
    .select('user_id')
    .throwOnError();
  if (!data?.length) throw Object.assign(new Error('Only the owner changes roles.'), { code: '42501' });
}

/** The owner removes a member, or a member leaves (userId = their own). */
export async function removeMember(facilityId: string, userId: string) {
  const { data } = await supabase
    .from('facility_members')
    .delete()
    .eq('facility_id', facilityId)
    .eq('user_id', userId)
    .select('user_id')
    .throwOnError();
  if (!data?.length) throw Object.assign(new Error('Only the owner removes members.'), { code: '42501' });
}

export function useChangeMemberRole(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: 'manager' | 'staff' }) =>
      changeMemberRole(facilityId, userId, role),
    onSuccess: () => invalidateFacilities(queryClient),
  });
}

export function useRemoveMember(facilityId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(facilityId, userId),
    // Leaving a facility also takes its Atlas data away from the viewer.
    onSuccess: (_data, userId) =>
      Promise.all([
        invalidateFacilities(queryClient),
        userId === viewerId ? queryClient.invalidateQueries({ queryKey: atlasKeys.all }) : null,
      ]),
  });
}
