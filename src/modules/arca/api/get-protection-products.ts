import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** A facility's crop-protection products with their side effects on beneficials. */
export async function getProtectionProducts(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_protection_products')
    .select('*, side_effects:arca_side_effects(id, species, iobc_class, persistence_weeks, source)')
    .eq('facility_id', facilityId)
    .order('archived')
    .order('name')
    .order('species', { referencedTable: 'arca_side_effects' });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type ProtectionProduct = Awaited<ReturnType<typeof getProtectionProducts>>[number];

export const getProtectionProductsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.protectionProducts(facilityId),
    queryFn: ({ signal }) => getProtectionProducts(facilityId, signal),
  });

export function useProtectionProducts(facilityId: string | undefined) {
  return useQuery({ ...getProtectionProductsQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
