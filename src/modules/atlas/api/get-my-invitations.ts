import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

/** Open invitations to the signed-in user's address, with the facility's name and who invited. */
export async function getMyInvitations(signal?: AbortSignal) {
  let query = supabase.rpc('my_facility_invitations');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getMyInvitationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: atlasKeys.myInvitations(userId),
    queryFn: ({ signal }) => getMyInvitations(signal),
  });

export function useMyInvitations(userId: string | null) {
  return useQuery({ ...getMyInvitationsQueryOptions(userId ?? ''), enabled: userId !== null });
}
