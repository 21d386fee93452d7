import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

export interface LibraryFacets {
  breeders: string[];
  terpenes: string[];
  tags: string[];
}

/** The breeders, leading terpenes and tags the library's filters offer (most common first). */
export async function getLibraryFacets(signal?: AbortSignal): Promise<LibraryFacets> {
  let query = supabase.rpc('animus_library_facets');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const f = (data ?? {}) as Partial<LibraryFacets>;
  return { breeders: f.breeders ?? [], terpenes: f.terpenes ?? [], tags: f.tags ?? [] };
}

export const getLibraryFacetsQueryOptions = () =>
  queryOptions({
    queryKey: animusKeys.facets(),
    queryFn: ({ signal }) => getLibraryFacets(signal),
    staleTime: 60_000,
  });

export function useLibraryFacets() {
  return useQuery(getLibraryFacetsQueryOptions());
}
