import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

const COLUMNS =
  'id, code, cross_type, generation, pollination_date, made_by, seeds_harvested, notes, created_at, mother:animus_cultivars!animus_crosses_mother_id_fkey(id, name, chemotype), father:animus_cultivars!animus_crosses_father_id_fkey(id, name, chemotype), offspring:animus_cultivars!animus_crosses_offspring_id_fkey(id, name), phenos(count)';

/** A project's crosses, oldest first, with their parents, offspring entry and plant counts. */
export async function getCrosses(projectId: string, signal?: AbortSignal) {
  let query = supabase.from('animus_crosses').select(COLUMNS).eq('project_id', projectId).order('created_at');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map(({ phenos, ...x }) => ({ ...x, plantCount: phenos[0]?.count ?? 0 }));
}

export type CrossRow = Awaited<ReturnType<typeof getCrosses>>[number];

export const getCrossesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: animusKeys.crosses(projectId),
    queryFn: ({ signal }) => getCrosses(projectId, signal),
  });

export function useCrosses(projectId: string) {
  return useQuery(getCrossesQueryOptions(projectId));
}

/** Observed against expected chemotypes per cross (animus_chemotype_segregation). */
export async function getSegregation(projectId: string, signal?: AbortSignal) {
  let query = supabase.rpc('animus_chemotype_segregation', { p_project_id: projectId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type SegregationRow = Awaited<ReturnType<typeof getSegregation>>[number];

export const getSegregationQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: animusKeys.segregation(projectId),
    queryFn: ({ signal }) => getSegregation(projectId, signal),
  });

export function useSegregation(projectId: string) {
  return useQuery(getSegregationQueryOptions(projectId));
}

export interface RecordCrossInput {
  projectId: string;
  code: string;
  crossType: string;
  generation: string;
  motherId: string;
  fatherId: string | null;
  pollinationDate: string | null;
  madeBy: string;
  seedsHarvested: number | null;
  notes: string;
  offspringName: string | null;
  storageLocation: string;
}

/** Records a cross (and its seeds' library entry, parentage and seed lot) in one transaction. */
export async function recordCross(input: RecordCrossInput) {
  const { data } = await supabase
    .rpc('animus_record_cross', {
      p_project_id: input.projectId,
      p_code: input.code,
      p_cross_type: input.crossType,
      p_generation: input.generation,
      p_mother_id: input.motherId,
      ...(input.fatherId ? { p_father_id: input.fatherId } : {}),
      ...(input.pollinationDate ? { p_pollination_date: input.pollinationDate } : {}),
      p_made_by: input.madeBy,
      ...(input.seedsHarvested !== null ? { p_seeds_harvested: input.seedsHarvested } : {}),
      p_notes: input.notes,
      ...(input.offspringName ? { p_offspring_name: input.offspringName } : {}),
      p_storage_location: input.storageLocation,
    })
    .throwOnError();
  return data as { cross_id: string; offspring_id: string | null };
}

export async function deleteCross(id: string) {
  await supabase.from('animus_crosses').delete().eq('id', id).select('id').single().throwOnError();
}

function useInvalidateProjectCrosses(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: animusKeys.crosses(projectId) }),
      queryClient.invalidateQueries({ queryKey: animusKeys.segregation(projectId) }),
      queryClient.invalidateQueries({ queryKey: animusKeys.phenos(projectId) }),
      queryClient.invalidateQueries({ queryKey: animusKeys.library() }),
    ]);
}

export function useRecordCross(projectId: string) {
  return useMutation({ mutationFn: recordCross, onSuccess: useInvalidateProjectCrosses(projectId) });
}

export function useDeleteCross(projectId: string) {
  return useMutation({ mutationFn: deleteCross, onSuccess: useInvalidateProjectCrosses(projectId) });
}
