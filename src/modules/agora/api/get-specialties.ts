import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from './keys';

/** The specialty list, ordered by name: the marketplace filter and the consultant forms read it. */
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
    // Reference data: it changes with a migration, not while someone browses or fills a form.
    staleTime: 60 * 60 * 1000,
    meta: {
      errorToast: { title: 'Error loading specialties', description: 'Please try again later.' },
      errorLog: 'Loading specialties failed',
    },
  });

export function useSpecialties() {
  return useQuery(getSpecialtiesQueryOptions());
}
