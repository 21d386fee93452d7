import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';
import type { ConsultantCardData } from '../../components/consultant-card';
import { normalizeFilters, PAGE_SIZE, toSearchArgs, type ConsultantFilters } from '../filters';

/**
 * One page of active consultants: every filter runs in the database in one GET request (the
 * search_consultants RPC), which returns each card's columns with the name (`profile`) and the
 * specialties (`specialties`, by id) built in: no embeds.
 */
export async function searchConsultants(filters: ConsultantFilters, offset: number, signal?: AbortSignal) {
  let query = supabase.rpc('search_consultants', toSearchArgs(filters, offset), { get: true });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  // The two json columns are typed Json by the generator; the function builds them in these shapes
  // (supabase/migrations/20261124095833_search_consultants_card_json.sql).
  const rows = (data ?? []) as unknown as ConsultantCardData[];
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
