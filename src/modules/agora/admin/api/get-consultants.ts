import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys, type ConsultantStatusFilter } from '../../api/keys';

export const CONSULTANTS_PAGE_SIZE = 20;

/** Every consultant profile (admins read all), newest first, one page, with the exact total. */
export async function getConsultants(status: ConsultantStatusFilter, page: number, signal?: AbortSignal) {
  const from = page * CONSULTANTS_PAGE_SIZE;
  let query = supabase
    .from('agora_consultant_profiles')
    .select(
      'id, user_id, status, title, years_experience, hourly_rate, rating, total_reviews, created_at, profile:public_profiles(first_name, last_name)',
      { count: 'exact' },
    )
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + CONSULTANTS_PAGE_SIZE - 1);
  if (status !== 'all') query = query.eq('status', status);
  if (signal) query = query.abortSignal(signal);
  const { data, count } = await query.throwOnError();
  return { rows: data ?? [], total: count ?? 0 };
}

export type AdminConsultant = Awaited<ReturnType<typeof getConsultants>>['rows'][number];

export const getConsultantsQueryOptions = (status: ConsultantStatusFilter, page: number) =>
  queryOptions({
    queryKey: agoraKeys.admin.consultantList(status, page),
    queryFn: ({ signal }) => getConsultants(status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminConsultants(status: ConsultantStatusFilter, page: number) {
  return useQuery(getConsultantsQueryOptions(status, page));
}
