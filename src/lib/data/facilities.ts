// Facilities, their rooms, their teams and the plans they run on: the one owner of this data in
// the app. Every module (the account's Facilities page, Arca, Atlas, Prometheus) and the shell (the
// bars and guards, through src/lib/access.ts) read it from here, under one query-key family, and
// every change to a facility, a room or a team calls invalidateFacilities, so no screen keeps a
// stale copy. The lists are kept on the device (remembered-query.ts) so a screen opens with the
// facilities it showed last when there is no signal.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isFacilityRole, toWorkplaces, type FacilityRole } from '../access';
import { fullName } from '../names';
import { supabase } from '../supabase';
import { remember, rememberedData } from './remembered-query';

/** Everything under `facilityKeys.all` is this file's: one prefix to invalidate, per user below it. */
export const facilityKeys = {
  all: ['facilities'] as const,
  /** The facilities one user works in. */
  list: (userId: string) => [...facilityKeys.all, 'list', userId] as const,
  /** A facility's people: the same for everyone on its team. */
  team: (facilityId: string) => [...facilityKeys.all, 'team', facilityId] as const,
};

/**
 * One facility the user works in (owns, or is on the team of), with its rooms, its role for the
 * user and the plan everyone works under there: the owner's.
 */
export async function getFacilities(signal?: AbortSignal) {
  // Two reads in parallel: the rows (RLS: own facilities and those of the user's teams) and, from
  // public.my_facilities, the user's role and the owner's plan, which the user cannot read from
  // the owner's profile.
  let rows = supabase
    .from('facilities')
    .select(
      'id, name, location, notes, user_id, rooms(id, room_name, room_type, aroya_room_id, canopy_area_m2, lighting_w)',
    )
    .order('name')
    .order('room_name', { referencedTable: 'rooms' });
  let plans = supabase.rpc('my_facilities');
  if (signal) {
    rows = rows.abortSignal(signal);
    plans = plans.abortSignal(signal);
  }
  const [{ data }, { data: teams }] = await Promise.all([rows.throwOnError(), plans.throwOnError()]);
  const workplaces = new Map(toWorkplaces(teams ?? []).map((w) => [w.id, w]));
  // my_facilities lists owned facilities first; the screens list them in that order too.
  return [...workplaces.values()].flatMap((w) => {
    const row = data.find((f) => f.id === w.id);
    return row ? [{ ...row, role: w.role, plan: w.plan, ownerName: w.ownerName }] : [];
  });
}

export type Facility = Awaited<ReturnType<typeof getFacilities>>[number];
export type Room = Facility['rooms'][number];

export const getFacilitiesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: facilityKeys.list(userId),
    queryFn: async ({ signal }) => remember(facilityKeys.list(userId), await getFacilities(signal)),
    ...rememberedData<Facility[]>(facilityKeys.list(userId)),
    staleTime: 60_000,
  });

/** Every facility the user works in; `userId` null (signed out, or not known yet) reads nothing. */
export function useFacilities(userId: string | null) {
  return useQuery({ ...getFacilitiesQueryOptions(userId ?? ''), enabled: userId !== null });
}

const owned = (list: Facility[]) => list.filter((f) => f.role === 'owner');

/** The facilities the user owns (the Facilities page, where they are set up), from the same list. */
export function useOwnFacilities(userId: string | null) {
  return useQuery({ ...getFacilitiesQueryOptions(userId ?? ''), enabled: userId !== null, select: owned });
}

/** One facility's rooms, from the same list. */
export function useFacilityRooms(userId: string | null, facilityId: string | null | undefined) {
  return useQuery({
    ...getFacilitiesQueryOptions(userId ?? ''),
    enabled: userId !== null,
    select: (list: Facility[]) => list.find((f) => f.id === facilityId)?.rooms ?? [],
  });
}

/**
 * After a facility, a room or a team changed (saved, deleted, someone joined, left or changed
 * role, a plan changed): every list, room and team read from here is read again.
 */
export function invalidateFacilities(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: facilityKeys.all });
}

// ---------------------------------------------------------------------------------------------
// Teams.

export interface TeamMember {
  userId: string;
  role: FacilityRole;
  name: string;
  avatarUrl: string | null;
  joinedAt: string;
}

/** A facility's people, owner first; names come through facility_team (profiles stay private). */
export async function getTeam(facilityId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  let query = supabase.rpc('facility_team', { p_facility_id: facilityId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).flatMap((m) =>
    isFacilityRole(m.role)
      ? [
          {
            userId: m.user_id,
            role: m.role,
            name: fullName(m.first_name, m.last_name, 'Unnamed member'),
            avatarUrl: m.avatar_url,
            joinedAt: m.joined_at,
          },
        ]
      : [],
  );
}

export const getTeamQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: facilityKeys.team(facilityId),
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
