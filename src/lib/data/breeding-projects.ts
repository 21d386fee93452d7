// The signed-in breeder's Animus breeding projects as origins other modules link to (Atlas
// cycles: "strain from Animus"). Animus owns the projects and their pages; this is the one shared
// read of their names. RLS returns only the caller's own projects.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../supabase';

export const breedingOriginKeys = {
  list: (userId: string) => ['breeding-origins', userId] as const,
};

export async function getBreedingOrigins(signal?: AbortSignal) {
  let query = supabase
    .from('breeding_projects')
    .select('id, name, mother_strain, father_strain')
    .order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getBreedingOriginsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: breedingOriginKeys.list(userId),
    queryFn: ({ signal }) => getBreedingOrigins(signal),
  });

/** Only asked for when `enabled` (Animus needs the Advanced plan; others get an empty list). */
export function useBreedingOrigins(userId: string | null, enabled: boolean) {
  return useQuery({ ...getBreedingOriginsQueryOptions(userId ?? ''), enabled: enabled && userId !== null });
}
