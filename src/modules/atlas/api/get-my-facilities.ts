import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { normalizeTier, type Tier } from '@/lib/tiers';
import { isFacilityRole, type FacilityRole } from '../team/roles';
import { atlasKeys } from './keys';

export interface MyFacility {
  id: string;
  name: string;
  role: FacilityRole;
  /** The owner's plan: the plan everyone on the team works under there. */
  plan: Tier;
  ownerName: string;
}

/** Every facility the signed-in user owns or works in, owned ones first. */
export async function getMyFacilities(signal?: AbortSignal): Promise<MyFacility[]> {
  let query = supabase.rpc('my_facilities');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? [])
    .filter((f) => isFacilityRole(f.role))
    .map((f) => ({
      id: f.facility_id,
      name: f.name,
      role: f.role as FacilityRole,
      plan: normalizeTier(f.plan),
      ownerName: f.owner_name,
    }));
}

export const getMyFacilitiesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: atlasKeys.myFacilities(userId),
    queryFn: ({ signal }) => getMyFacilities(signal),
    staleTime: 60_000,
  });

export function useMyFacilities(userId: string | null) {
  return useQuery({ ...getMyFacilitiesQueryOptions(userId ?? ''), enabled: userId !== null });
}
