import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

export async function withdrawInvitation(id: string) {
  await supabase.from('facility_invitations').delete().eq('id', id).throwOnError();
}

export function useWithdrawInvitation(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: atlasKeys.invitations(facilityId) }),
  });
}
