import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { fullName } from '@/lib/names';
import { agoraKeys } from '../../api/keys';

/** One verification request, or null when it does not exist (or is not visible to the caller). */
export async function getVerification(id: string, signal?: AbortSignal) {
  let query = supabase
    .from('agora_verification')
    .select('id, consultant_id, verifier_id, status, comments, created_at, updated_at')
    .eq('id', id);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  if (!data) return null;
  // The assigned verifier's name (profiles are private; their public face is readable by admins).
  let verifierName: string | null = null;
  if (data.verifier_id) {
    let names = supabase.from('public_profiles').select('first_name, last_name').eq('id', data.verifier_id);
    if (signal) names = names.abortSignal(signal);
    const { data: p } = await names.maybeSingle().throwOnError();
    verifierName = fullName(p?.first_name, p?.last_name) || null;
  }
  return { ...data, verifierName };
}

export type Verification = NonNullable<Awaited<ReturnType<typeof getVerification>>>;

export const getVerificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: agoraKeys.admin.verification(id),
    queryFn: ({ signal }) => getVerification(id, signal),
  });

export function useVerification(id: string) {
  return useQuery(getVerificationQueryOptions(id));
}
