import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

/**
 * The lineage claims around some cultivars (animus_pedigree: ancestors up to four generations,
 * descendants up to two), each with names, chemotypes, whether the chemotypes agree and whether
 * another claim disagrees. Claims the caller may not read stay out.
 */
export async function getPedigree(roots: readonly string[], signal?: AbortSignal) {
  let query = supabase.rpc('animus_pedigree', { p_roots: [...roots], p_up: 4, p_down: 2 });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  // The view's columns come back nullable in the generated types; the table behind them is not null
  // for these, so a row without them cannot occur and is dropped rather than cast.
  return (data ?? []).flatMap((r) =>
    r.id && r.child_id && r.mother_id && r.evidence
      ? [
          {
            ...r,
            id: r.id,
            child_id: r.child_id,
            mother_id: r.mother_id,
            evidence: r.evidence,
            contested: r.contested ?? false,
          },
        ]
      : [],
  );
}

export const getPedigreeQueryOptions = (roots: readonly string[]) => {
  const sorted = [...new Set(roots)].sort();
  return queryOptions({
    queryKey: animusKeys.pedigree(sorted),
    queryFn: ({ signal }) => getPedigree(sorted, signal),
    enabled: sorted.length > 0,
  });
};

export function usePedigree(roots: readonly string[]) {
  return useQuery(getPedigreeQueryOptions(roots));
}
