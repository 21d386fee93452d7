import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ObservationValue } from '../trait-scale';
import { animusKeys } from './keys';

const COLUMNS =
  'id, pheno_id, selection_id, trait_version_id, value_number, value_text, value_date, photo_path, observed_at, client_id, source, notes';

/** Every observation of a project (plants' and mirrored selection ratings), newest first. */
export async function getObservations(projectId: string, signal?: AbortSignal) {
  let query = supabase
    .from('animus_observations')
    .select(COLUMNS)
    .eq('project_id', projectId)
    .order('observed_at', { ascending: false })
    .limit(10_000);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((o) => ({
    ...o,
    value_number: o.value_number === null ? null : Number(o.value_number),
  }));
}

export type Observation = Awaited<ReturnType<typeof getObservations>>[number];

export const getObservationsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: animusKeys.observations(projectId),
    queryFn: ({ signal }) => getObservations(projectId, signal),
  });

export function useObservations(projectId: string) {
  return useQuery(getObservationsQueryOptions(projectId));
}

/** One captured value; client_id makes a replayed (offline) write update the same row. */
export interface ObservationWrite extends ObservationValue {
  client_id: string;
  project_id: string;
  pheno_id: string;
  trait_version_id: string;
  observed_at: string;
}

export async function saveObservation(write: ObservationWrite) {
  await supabase
    .from('animus_observations')
    .upsert(write, { onConflict: 'user_id,client_id' })
    .throwOnError();
}
