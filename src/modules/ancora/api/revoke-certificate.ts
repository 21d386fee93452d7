// Admins revoke a certificate for cause (with a reason the holder is told) or reinstate it; the
// database allows only admins (ancora_revoke_certificate / ancora_reinstate_certificate).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ancoraKeys } from './keys';

export async function revokeCertificate(id: string, reason: string) {
  await supabase.rpc('ancora_revoke_certificate', { p_id: id, p_reason: reason.trim() }).throwOnError();
}

export async function reinstateCertificate(id: string) {
  await supabase.rpc('ancora_reinstate_certificate', { p_id: id }).throwOnError();
}

export function useCertificateStanding(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ancoraKeys.verification(id) }),
      queryClient.invalidateQueries({ queryKey: ancoraKeys.certificates() }),
    ]);
  return {
    revoke: useMutation({ mutationFn: (reason: string) => revokeCertificate(id, reason), onSuccess }),
    reinstate: useMutation({ mutationFn: () => reinstateCertificate(id), onSuccess }),
  };
}
