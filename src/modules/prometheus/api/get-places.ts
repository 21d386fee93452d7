import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { hasTier, normalizeTier } from '@/lib/tiers';
import { prometheusKeys } from './keys';

/**
 * The facilities the user may see (RLS: their own and their teams'), each with its rooms, keeping
 * those whose owner's plan includes Prometheus (Professional): a Basic staff member of a
 * Professional facility sees that one, not their own Basic facility, whose readings RLS refuses.
 */
export async function getPlaces(signal?: AbortSignal) {
  let query = supabase
    .from('facilities')
    .select('id, name, rooms(id, room_name, room_type, aroya_room_id)')
    .order('name')
    .order('room_name', { referencedTable: 'rooms' });
  let plans = supabase.rpc('my_facilities');
  if (signal) {
    query = query.abortSignal(signal);
    plans = plans.abortSignal(signal);
  }
  const [{ data }, { data: teams }] = await Promise.all([query.throwOnError(), plans.throwOnError()]);
  const allowed = new Set(
    (teams ?? [])
      .filter((f) => hasTier({ membership_tier: normalizeTier(f.plan) }, 'Professional'))
      .map((f) => f.facility_id),
  );
  return data.filter((f) => allowed.has(f.id));
}

export type Place = Awaited<ReturnType<typeof getPlaces>>[number];

export function usePlaces(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: prometheusKeys.places(userId),
      queryFn: ({ signal }) => getPlaces(signal),
      staleTime: 60_000,
      meta: { errorToast: { title: 'Your facilities could not be loaded.' } },
    }),
  );
}
