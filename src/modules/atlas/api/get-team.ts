import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { fullName } from '@/lib/names';
import type { FacilityRole } from '../team/roles';
import { atlasKeys } from './keys';

export interface TeamMember {
  userId: string;
  role: FacilityRole;
  name: string;
  avatarUrl: string | null;
  joinedAt: string;
}

/** The facility's people, owner first; names come through facility_team (profiles stay private). */
export async function getTeam(facilityId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  let query = supabase.rpc('facility_team', { p_facility_id: facilityId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((m) => ({
    userId: m.user_id,
    role: m.role as FacilityRole,
    name: fullName(m.first_name, m.last_name, 'Unnamed member'),
    avatarUrl: m.avatar_url,
    joinedAt: m.joined_at,
  }));
}

export const getTeamQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.team(facilityId),
    queryFn: ({ signal }) => getTeam(facilityId, signal),
  });

export function useTeam(facilityId: string) {
  return useQuery(getTeamQueryOptions(facilityId));
}

/** A name for a person id (people who left the team keep their records). */
export function personName(
  team: readonly TeamMember[] | undefined,
  userId: string | null | undefined,
): string {
  if (!userId) return '—';
  return team?.find((m) => m.userId === userId)?.name ?? 'Former member';
}
