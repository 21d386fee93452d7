import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

/** The specialty list, ordered by name (spec-1 §3). */
export async function getSpecialties(signal?: AbortSignal) {
  let query = supabase.from('agora_specialties').select('id, name').order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getSpecialtiesQueryOptions = () =>
  queryOptions({
    queryKey: agoraKeys.specialties(),
    queryFn: ({ signal }) => getSpecialties(signal),
    // Reference data: changes with a migration, not while someone browses.
    staleTime: 60 * 60 * 1000,
  });

export function useSpecialties() {
  return useQuery(getSpecialtiesQueryOptions());
}
