import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys, type ConsultantStatusFilter } from '../../api/keys';

export const CONSULTANTS_PAGE_SIZE = 20;
const EXPORT_PAGE_SIZE = 1000;

/** The columns an admin may sort the list by (each is indexed or small enough to sort). */
export const CONSULTANT_SORT_COLUMNS = ['created_at', 'years_experience', 'hourly_rate', 'rating'] as const;
export type ConsultantSortColumn = (typeof CONSULTANT_SORT_COLUMNS)[number];

export interface ConsultantListRequest {
  status: ConsultantStatusFilter;
  page: number;
  pageSize: number;
  /** Newest first when not given. */
  sort?: { column: ConsultantSortColumn; desc: boolean };
}

function consultantsQuery({ status, sort }: Pick<ConsultantListRequest, 'status' | 'sort'>, count: boolean) {
  let query = supabase
    .from('agora_consultant_profiles')
    .select(
      'id, user_id, status, title, years_experience, hourly_rate, rating, total_reviews, created_at, profile:public_profiles(first_name, last_name)',
      count ? { count: 'exact' } : undefined,
    )
    .order(sort?.column ?? 'created_at', { ascending: sort ? !sort.desc : false })
    // A unique tie-breaker keeps pages from overlapping.
    .order('id');
  if (status !== 'all') query = query.eq('status', status);
  return query;
}

/** Every consultant profile (admins read all), one page in the order asked, with the exact total. */
export async function getConsultants(request: ConsultantListRequest, signal?: AbortSignal) {
  const from = request.page * request.pageSize;
  let query = consultantsQuery(request, true).range(from, from + request.pageSize - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, count } = await query.throwOnError();
  return { rows: data ?? [], total: count ?? 0 };
}

export type AdminConsultant = Awaited<ReturnType<typeof getConsultants>>['rows'][number];

/** Every matching row in the same order, a page at a time (the CSV export). */
export async function* getAllConsultants(
  request: Pick<ConsultantListRequest, 'status' | 'sort'>,
): AsyncGenerator<AdminConsultant[]> {
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const { data } = await consultantsQuery(request, false)
      .range(from, from + EXPORT_PAGE_SIZE - 1)
      .throwOnError();
    const rows = data ?? [];
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

export const getConsultantsQueryOptions = (request: ConsultantListRequest) =>
  queryOptions({
    queryKey: agoraKeys.admin.consultantList(request),
    queryFn: ({ signal }) => getConsultants(request, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminConsultants(request: ConsultantListRequest) {
  return useQuery(getConsultantsQueryOptions(request));
}
