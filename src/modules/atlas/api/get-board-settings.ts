import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

/** What a facility publishes on the public board, and under which room aliases. */
export async function getBoardSettings(facilityId: string, signal?: AbortSignal) {
  let settings = supabase
    .from('atlas_board_settings')
    .select('published, public_name, show_day, show_strain')
    .eq('facility_id', facilityId);
  let rooms = supabase.from('atlas_board_rooms').select('room_id, alias').eq('facility_id', facilityId);
  if (signal) {
    settings = settings.abortSignal(signal);
    rooms = rooms.abortSignal(signal);
  }
  const [s, r] = await Promise.all([settings.maybeSingle().throwOnError(), rooms.throwOnError()]);
  return { settings: s.data, aliases: Object.fromEntries((r.data ?? []).map((x) => [x.room_id, x.alias])) };
}

export type BoardSettings = Awaited<ReturnType<typeof getBoardSettings>>;

export const getBoardSettingsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.boardSettings(facilityId),
    queryFn: ({ signal }) => getBoardSettings(facilityId, signal),
  });

export function useBoardSettings(facilityId: string) {
  return useQuery(getBoardSettingsQueryOptions(facilityId));
}
