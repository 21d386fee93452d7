import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

/**
 * Every cultivar the grower can pick as a parent (their own and shared ones), name order, with
 * what tells same-named entries apart. Libraries are hundreds to a few thousand entries, which a
 * select list holds.
 */
export async function getCultivarOptions(signal?: AbortSignal) {
  let query = supabase
    .from('animus_cultivars')
    .select('id, user_id, name, breeder, chemotype')
    .order('name_key')
    .limit(5000);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type CultivarOption = Awaited<ReturnType<typeof getCultivarOptions>>[number];

export const getCultivarOptionsQueryOptions = () =>
  queryOptions({
    queryKey: animusKeys.cultivarOptions(),
    queryFn: ({ signal }) => getCultivarOptions(signal),
  });

export function useCultivarOptions() {
  return useQuery(getCultivarOptionsQueryOptions());
}
