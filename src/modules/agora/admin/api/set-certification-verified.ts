import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

export interface SetCertificationVerifiedVariables {
  certificationId: string;
  consultantId: string;
  verified: boolean;
}

export async function setCertificationVerified({
  certificationId,
  verified,
}: SetCertificationVerifiedVariables) {
  const { data } = await supabase
    .rpc('admin_set_certification_verified', { p_certification_id: certificationId, p_verified: verified })
    .throwOnError();
  return data;
}

export function useSetCertificationVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificationVerified,
    onSuccess: (_data, { consultantId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agoraKeys.admin.consultantDetails(consultantId) }),
        queryClient.invalidateQueries({ queryKey: agoraKeys.consultantCertifications(consultantId) }),
      ]),
  });
}
