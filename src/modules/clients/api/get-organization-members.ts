import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

/** Member names and roles (profiles stay private; this RPC returns only these fields). */
export async function getOrganizationMembers(orgId: string, signal?: AbortSignal) {
  let query = supabase.rpc('get_organization_members', { p_organization_id: orgId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export const getOrganizationMembersQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: clientsKeys.members(orgId),
    queryFn: ({ signal }) => getOrganizationMembers(orgId, signal),
  });

export function useOrganizationMembers(orgId: string) {
  return useQuery(getOrganizationMembersQueryOptions(orgId));
}
