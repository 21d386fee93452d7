import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

const COLUMNS =
  'id, status, created_at, verifier_id, consultant_id, consultant:agora_consultant_profiles!inner(id, title, short_description, bio, years_experience, specialty_ids, profile:public_profiles(first_name, last_name, avatar_url))';

/** The pending requests (spec-2 §4: the queue shows only pending), newest first. */
export async function getVerificationRequests(signal?: AbortSignal) {
  let query = supabase
    .from('agora_verification')
    .select(COLUMNS)
    .eq('status', 'pending')
    .order('created_at', { ascending: false })
    .limit(1000);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type VerificationRequest = Awaited<ReturnType<typeof getVerificationRequests>>[number];

export const getVerificationRequestsQueryOptions = () =>
  queryOptions({
    queryKey: agoraKeys.admin.queue(),
    queryFn: ({ signal }) => getVerificationRequests(signal),
  });

export function useVerificationRequests() {
  return useQuery(getVerificationRequestsQueryOptions());
}
