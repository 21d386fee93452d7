import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

export const MESSAGES_LIMIT = 100;

/** The newest messages of the board, returned oldest first for reading. */
export async function getOrganizationMessages(orgId: string, signal?: AbortSignal) {
  let query = supabase
    .from('organization_messages')
    .select('id, author_id, body, created_at')
    .eq('organization_id', orgId)
    .order('created_at', { ascending: false })
    .limit(MESSAGES_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data.reverse();
}

export const getOrganizationMessagesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: clientsKeys.messages(orgId),
    queryFn: ({ signal }) => getOrganizationMessages(orgId, signal),
  });

export function useOrganizationMessages(orgId: string) {
  return useQuery(getOrganizationMessagesQueryOptions(orgId));
}
