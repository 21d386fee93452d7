import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientsKeys } from './keys';

/** The organisations the user belongs to, with their role in each. */
export async function getMyOrganizations(userId: string, signal?: AbortSignal) {
  let query = supabase
    .from('organization_users')
    .select('role, organization:organizations(id, name, slug, description)')
    .eq('user_id', userId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data
    .flatMap((row) => (row.organization ? [{ ...row.organization, role: row.role }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const getMyOrganizationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clientsKeys.myOrganizations(userId),
    queryFn: ({ signal }) => getMyOrganizations(userId, signal),
  });

export function useMyOrganizations(userId: string) {
  return useQuery(getMyOrganizationsQueryOptions(userId));
}
