import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { InviteInput } from '../team/schemas';
import { atlasKeys } from './keys';

export async function inviteMember(facilityId: string, input: InviteInput) {
  await supabase
    .from('facility_invitations')
    .insert({ facility_id: facilityId, email: input.email, role: input.role })
    .throwOnError();
}

export function useInviteMember(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => inviteMember(facilityId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: atlasKeys.invitations(facilityId) }),
  });
}
