import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

/** The invitations the owner sent from a facility, newest first. */
export async function getInvitations(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('facility_invitations')
    .select('id, email, role, status, created_at, expires_at, responded_at')
    .eq('facility_id', facilityId)
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export const getInvitationsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.invitations(facilityId),
    queryFn: ({ signal }) => getInvitations(facilityId, signal),
  });

export function useInvitations(facilityId: string, enabled: boolean) {
  return useQuery({ ...getInvitationsQueryOptions(facilityId), enabled });
}
