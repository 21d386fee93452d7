import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

/** Cultivars with nearly the same name from another breeder (animus_similar_cultivars). */
export async function getSimilarCultivars(
  name: string,
  breeder: string,
  exclude: string | null,
  signal?: AbortSignal,
) {
  let query = supabase.rpc('animus_similar_cultivars', {
    p_name: name,
    p_breeder: breeder,
    ...(exclude ? { p_exclude: exclude } : {}),
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getSimilarCultivarsQueryOptions = (name: string, breeder: string, exclude: string | null) =>
  queryOptions({
    queryKey: animusKeys.similar(name.trim().toLowerCase(), breeder.trim().toLowerCase(), exclude),
    queryFn: ({ signal }) => getSimilarCultivars(name, breeder, exclude, signal),
    enabled: name.trim().length >= 3,
    staleTime: 60_000,
  });

export function useSimilarCultivars(name: string, breeder: string, exclude: string | null) {
  return useQuery(getSimilarCultivarsQueryOptions(name, breeder, exclude));
}
