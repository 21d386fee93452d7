import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';
import { normalizeFilters, PAGE_SIZE, toSearchArgs, type ConsultantFilters } from '../filters';

const CARD_COLUMNS =
  'id, title, short_description, hourly_rate, years_experience, has_video_conferencing, rating, total_reviews, profile:public_profiles(first_name, last_name, avatar_url), specialties:agora_specialties(id, name)';

/**
 * One page of active consultants: every filter runs in the database in one GET request (the
 * search_consultants RPC, specialties and names embedded).
 */
export async function searchConsultants(filters: ConsultantFilters, offset: number, signal?: AbortSignal) {
  let query = supabase
    .rpc('search_consultants', toSearchArgs(filters, offset), { get: true })
    .select(CARD_COLUMNS);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const rows = data ?? [];
  return {
    consultants: rows.slice(0, PAGE_SIZE),
    nextOffset: rows.length > PAGE_SIZE ? offset + PAGE_SIZE : undefined,
  };
}

export type ConsultantsPage = Awaited<ReturnType<typeof searchConsultants>>;

export const searchConsultantsQueryOptions = (filters: ConsultantFilters) => {
  const normalized = normalizeFilters(filters);
  return infiniteQueryOptions({
    queryKey: agoraKeys.consultantList(normalized),
    queryFn: ({ pageParam, signal }) => searchConsultants(normalized, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ConsultantsPage) => last.nextOffset,
    meta: { errorToast: { title: 'Error loading consultants', description: 'Please try again later.' } },
  });
};

export function useSearchConsultants(filters: ConsultantFilters) {
  return useInfiniteQuery(searchConsultantsQueryOptions(filters));
}
