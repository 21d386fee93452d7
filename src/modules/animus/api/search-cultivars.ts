import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys, type CultivarFilters } from './keys';

export const LIBRARY_PAGE_SIZE = 25;

const COLUMNS =
  'id, user_id, name, synonyms, breeder, accession_type, sex, chemotype, chemotype_source, terpenes, shared, published, created_at, tags:animus_cultivar_tags(label, status, moderation)';

function args(filters: CultivarFilters) {
  return {
    p_query: filters.query.trim() || undefined,
    p_chemotypes: filters.chemotypes.length ? filters.chemotypes : undefined,
    p_terpenes: filters.terpenes.length ? filters.terpenes : undefined,
    p_tags: filters.tags.length ? filters.tags : undefined,
    p_breeder: filters.breeder.trim() || undefined,
    p_scope: filters.scope,
  };
}

/**
 * One page of the library search (search_cultivars: fuzzy name, filters, the caller's own and
 * shared cultivars), with each cultivar's tags embedded.
 */
export async function searchCultivars(
  filters: CultivarFilters,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  let query = supabase
    .rpc('search_cultivars', {
      ...args(filters),
      p_sort: filters.sort,
      p_limit: pageSize,
      p_offset: page * pageSize,
    })
    .select(COLUMNS);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type CultivarRow = Awaited<ReturnType<typeof searchCultivars>>[number];

export const searchCultivarsQueryOptions = (filters: CultivarFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...animusKeys.cultivarSearch(filters), page, pageSize],
    queryFn: ({ signal }) => searchCultivars(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchCultivars(filters: CultivarFilters, page: number, pageSize = LIBRARY_PAGE_SIZE) {
  return useQuery(searchCultivarsQueryOptions(filters, page, pageSize));
}

/** How many cultivars the filters match (count_cultivars), for the pager. */
export async function countCultivars(filters: CultivarFilters, signal?: AbortSignal) {
  let query = supabase.rpc('count_cultivars', args(filters));
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? 0;
}

export const countCultivarsQueryOptions = (filters: CultivarFilters) =>
  queryOptions({
    queryKey: [...animusKeys.cultivarSearch(filters), 'count'],
    queryFn: ({ signal }) => countCultivars(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useCountCultivars(filters: CultivarFilters) {
  return useQuery(countCultivarsQueryOptions(filters));
}
