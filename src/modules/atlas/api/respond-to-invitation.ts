import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invalidateFacilities } from '@/lib/data/facilities';
import { atlasKeys } from './keys';

export async function respondToInvitation({ id, accept }: { id: string; accept: boolean }) {
  const { data } = await supabase
    .rpc('respond_to_facility_invitation', { p_invitation_id: id, p_accept: accept })
    .throwOnError();
  return data;
}

export function useRespondToInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: atlasKeys.myInvitations(userId) }),
        invalidateFacilities(queryClient),
      ]),
  });
}
