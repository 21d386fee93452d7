import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

export const ADMIN_USERS_PAGE_SIZE = 50;

/** Profiles for the admin users page (admins read every profile), filtered by name. */
export async function getAdminUsers(search: string, signal?: AbortSignal) {
  let query = supabase
    .from('profiles')
    .select('id, first_name, last_name, membership_tier, role, is_deleted, created_at')
    .order('created_at', { ascending: false })
    .limit(ADMIN_USERS_PAGE_SIZE);
  const term = search.trim().replace(/[%_,()\\]/g, ' ');
  if (term) query = query.or(`first_name.ilike.%${term}%,last_name.ilike.%${term}%`);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export type AdminUser = Awaited<ReturnType<typeof getAdminUsers>>[number];

export const getAdminUsersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: accountKeys.adminUsers(search),
    queryFn: ({ signal }) => getAdminUsers(search, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(search: string) {
  return useQuery(getAdminUsersQueryOptions(search));
}
