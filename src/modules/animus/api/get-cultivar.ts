import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

const COLUMNS = `*,
  lab_results:animus_lab_results(*),
  seed_lots:animus_seed_lots(*, germination_tests:animus_germination_tests(*)),
  tags:animus_cultivar_tags(id, label, category, proposed_by, coa_path, note, agree_count, disagree_count, status, moderation, moderation_note, created_at)`;

/** A cultivar's passport with its lab results, seed lots (with germination tests) and tags, in one request. */
export async function getCultivar(id: string, signal?: AbortSignal) {
  let query = supabase.from('animus_cultivars').select(COLUMNS).eq('id', id);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.single().throwOnError();
  const byTest = (a: { tested_on: string | null; created_at: string }, b: typeof a) =>
    (b.tested_on ?? '').localeCompare(a.tested_on ?? '') || b.created_at.localeCompare(a.created_at);
  return {
    ...data,
    lab_results: [...data.lab_results].sort(byTest),
    seed_lots: [...data.seed_lots]
      .sort((a, b) => a.lot_code.localeCompare(b.lot_code))
      .map((lot) => ({
        ...lot,
        germination_tests: [...lot.germination_tests].sort((a, b) => b.tested_on.localeCompare(a.tested_on)),
      })),
    tags: [...data.tags].sort((a, b) => a.label.localeCompare(b.label)),
  };
}

export type Cultivar = Awaited<ReturnType<typeof getCultivar>>;
export type LabResult = Cultivar['lab_results'][number];
export type SeedLot = Cultivar['seed_lots'][number];

export const getCultivarQueryOptions = (id: string) =>
  queryOptions({ queryKey: animusKeys.cultivar(id), queryFn: ({ signal }) => getCultivar(id, signal) });

export function useCultivar(id: string) {
  return useQuery(getCultivarQueryOptions(id));
}
