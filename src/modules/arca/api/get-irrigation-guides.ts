import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Steering } from '../irrigation/steering.ts';
import { arcaKeys } from './keys';

/** A facility's crop-steering guides, by stage then name. */
export async function getIrrigationGuides(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_irrigation_guides')
    .select('*')
    .eq('facility_id', facilityId)
    .order('stage')
    .order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  // The database checks the steering's shape (arca_steering_ok), so it reads as one.
  return (data ?? []).map((g) => ({ ...g, steering: g.steering as unknown as Steering }));
}

export type IrrigationGuide = Awaited<ReturnType<typeof getIrrigationGuides>>[number];

export const getIrrigationGuidesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.irrigationGuides(facilityId),
    queryFn: ({ signal }) => getIrrigationGuides(facilityId, signal),
  });

export function useIrrigationGuides(facilityId: string | undefined, enabled = true) {
  return useQuery({
    ...getIrrigationGuidesQueryOptions(facilityId ?? ''),
    enabled: Boolean(facilityId) && enabled,
  });
}
