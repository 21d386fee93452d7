import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys, type CultivarFilters } from './keys';

export const LIBRARY_PAGE_SIZE = 25;

const COLUMNS =
  'id, user_id, name, synonyms, breeder, accession_type, sex, chemotype, chemotype_source, terpenes, shared, published, created_at, tags:animus_cultivar_tags(label, status, moderation)';

export const EMPTY_FILTERS: CultivarFilters = {
  query: '',
  chemotypes: [],
  terpenes: [],
  tags: [],
  breeder: '',
  scope: 'all',
  sort: 'relevance',
};

/**
 * One page of the library search (search_cultivars: fuzzy name, filters, the caller's own and
 * shared cultivars), with each cultivar's tags embedded. Asks for one row more than a page to know
 * whether there is a next one.
 */
export async function searchCultivars(filters: CultivarFilters, page: number, signal?: AbortSignal) {
  let query = supabase
    .rpc('search_cultivars', {
      p_query: filters.query.trim() || undefined,
      p_chemotypes: filters.chemotypes.length ? filters.chemotypes : undefined,
      p_terpenes: filters.terpenes.length ? filters.terpenes : undefined,
      p_tags: filters.tags.length ? filters.tags : undefined,
      p_breeder: filters.breeder.trim() || undefined,
      p_scope: filters.scope,
      p_sort: filters.sort,
      p_limit: LIBRARY_PAGE_SIZE + 1,
      p_offset: page * LIBRARY_PAGE_SIZE,
    })
    .select(COLUMNS);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const rows = data ?? [];
  return { rows: rows.slice(0, LIBRARY_PAGE_SIZE), hasMore: rows.length > LIBRARY_PAGE_SIZE };
}

export type CultivarRow = Awaited<ReturnType<typeof searchCultivars>>['rows'][number];

export const searchCultivarsQueryOptions = (filters: CultivarFilters, page: number) =>
  queryOptions({
    queryKey: [...animusKeys.cultivarSearch(filters), page],
    queryFn: ({ signal }) => searchCultivars(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchCultivars(filters: CultivarFilters, page: number) {
  return useQuery(searchCultivarsQueryOptions(filters, page));
}
