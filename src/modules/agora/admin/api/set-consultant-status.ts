import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

export interface SetConsultantStatusVariables {
  profileId: string;
  status: 'active' | 'suspended';
}

/** Suspend an active consultant or reactivate a suspended one (admin_set_consultant_status). */
export async function setConsultantStatus({ profileId, status }: SetConsultantStatusVariables) {
  const { data } = await supabase
    .rpc('admin_set_consultant_status', { p_profile_id: profileId, p_status: status })
    .throwOnError();
  return data;
}

export function useSetConsultantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConsultantStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agoraKeys.admin.consultants() }),
        queryClient.invalidateQueries({ queryKey: agoraKeys.admin.stats() }),
        queryClient.invalidateQueries({ queryKey: agoraKeys.consultants() }),
      ]),
  });
}
