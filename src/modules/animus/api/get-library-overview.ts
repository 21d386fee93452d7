import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

/**
 * What the /animus overview shows: counts (one head request each, in parallel), the newest
 * cultivars, lineage claims on the grower's cultivars that the chemotypes contradict, and seed lots
 * whose latest germination test fell under 70 %.
 */
export async function getLibraryOverview(userId: string, signal?: AbortSignal) {
  const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
  const count = async (q: PromiseLike<{ count: number | null; error: unknown }>) => {
    const { count, error } = await q;
    if (error) throw error;
    return count ?? 0;
  };
  const head = { count: 'exact', head: true } as const;
  const own = () => supabase.from('animus_cultivars').select('id', head).eq('user_id', userId);
  const abortable = <T extends { abortSignal: (s: AbortSignal) => T }>(q: T) =>
    signal ? q.abortSignal(signal) : q;

  const [cultivars, shared, published, community, projects, crosses, observations, recent, conflicts, lots] =
    await Promise.all([
      count(abortable(own())),
      count(abortable(own().eq('shared', true))),
      count(abortable(own().eq('published', true))),
      count(abortable(supabase.from('animus_cultivars').select('id', head).neq('user_id', userId))),
      count(abortable(supabase.from('breeding_projects').select('id', head))),
      count(abortable(supabase.from('animus_crosses').select('id', head))),
      count(
        abortable(
          supabase
            .from('animus_observations')
            .select('id', head)
            .eq('source', 'capture')
            .gte('observed_at', weekAgo),
        ),
      ),
      abortable(
        supabase
          .from('animus_cultivars')
          .select('id, name, breeder, chemotype, accession_type, created_at')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .limit(5),
      ).throwOnError(),
      abortable(
        supabase
          .from('animus_lineage')
          .select(
            'id, child_id, child_name, mother_name, father_name, child_chemotype, mother_chemotype, father_chemotype',
          )
          .eq('chemotype_consistent', false)
          .limit(20),
      ).throwOnError(),
      abortable(
        supabase
          .from('animus_seed_lots')
          .select(
            'id, lot_code, amount, unit, cultivar:animus_cultivars(id, name), tests:animus_germination_tests(tested_on, germination_rate)',
          ),
      ).throwOnError(),
    ]);

  const lowGermination = (lots.data ?? []).flatMap((lot) => {
    const latest = [...lot.tests].sort((a, b) => b.tested_on.localeCompare(a.tested_on))[0];
    return latest && Number(latest.germination_rate) < 70 ? [{ ...lot, latest }] : [];
  });

  return {
    counts: { cultivars, shared, published, community, projects, crosses, observations },
    recent: recent.data ?? [],
    conflicts: conflicts.data ?? [],
    lowGermination,
  };
}

export const getLibraryOverviewQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: animusKeys.overview(userId),
    queryFn: ({ signal }) => getLibraryOverview(userId, signal),
  });

export function useLibraryOverview(userId: string) {
  return useQuery(getLibraryOverviewQueryOptions(userId));
}
