import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { isStatus } from '../credential';
import { ancoraKeys } from './keys';

/** Public: what anyone holding a certificate's link may learn about it, signed in or not. */
export async function verifyCertificate(id: string, signal?: AbortSignal) {
  let query = supabase.rpc('ancora_verify_certificate', { p_id: id });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const row = data?.[0];
  if (!row || !isStatus(row.status)) throw new Error('The verification service gave no answer.');
  return { ...row, status: row.status };
}

export function useVerification(id: string) {
  return useQuery({
    queryKey: ancoraKeys.verification(id),
    queryFn: ({ signal }) => verifyCertificate(id, signal),
  });
}
