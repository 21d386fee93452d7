import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { getDisplayNames } from './names';
import { agoraKeys } from '../../api/keys';

/** Spec-2 §7 "get verification history", newest first, with the admin's name. */
export async function getVerificationHistory(verificationId: string, signal?: AbortSignal) {
  let query = supabase
    .from('agora_verification_history')
    .select('id, verification_id, admin_id, action, details, created_at')
    .eq('verification_id', verificationId)
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const entries = data ?? [];
  const names = await getDisplayNames(
    entries.map((e) => e.admin_id),
    signal,
  );
  return entries.map((e) => ({ ...e, adminName: e.admin_id ? (names.get(e.admin_id) ?? null) : null }));
}

export const getVerificationHistoryQueryOptions = (verificationId: string) =>
  queryOptions({
    queryKey: agoraKeys.admin.history(verificationId),
    queryFn: ({ signal }) => getVerificationHistory(verificationId, signal),
  });

export function useVerificationHistory(verificationId: string) {
  return useQuery(getVerificationHistoryQueryOptions(verificationId));
}
