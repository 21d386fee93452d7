import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { consultantAreaKeys } from './keys';

/** The specialty list, by name (spec-2 §3). */
export async function getSpecialties(signal?: AbortSignal) {
  let query = supabase.from('agora_specialties').select('id, name').order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Specialty = Awaited<ReturnType<typeof getSpecialties>>[number];

export const getSpecialtiesQueryOptions = () =>
  queryOptions({
    queryKey: consultantAreaKeys.specialties(),
    queryFn: ({ signal }) => getSpecialties(signal),
    // Reference data: it changes with a migration, not while someone fills a form.
    staleTime: 60 * 60 * 1000,
  });

export function useSpecialties() {
  return useQuery(getSpecialtiesQueryOptions());
}
