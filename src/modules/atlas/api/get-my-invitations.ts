import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { atlasKeys } from './keys';

type Row = Database['public']['Functions']['my_facility_invitations']['Returns'][number];
type Named = 'facility_id' | 'facility_name' | 'invited_by_name';
/** Until the session proved the invited address, the database names no facility and no inviter. */
export type MyInvitation = Omit<Row, Named> & { [K in Named]: Row[K] | null };

/** Open invitations to the signed-in user's address, with the facility's name and who invited. */
export async function getMyInvitations(signal?: AbortSignal): Promise<MyInvitation[]> {
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
