import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { BoardInput } from '../team/schemas';
import { derivedInsert } from './derived-insert';
import { atlasKeys } from './keys';

/**
 * Saves what the facility publishes: the settings row, then each room's alias (a blank alias takes
 * the room off the board). Only the owner may; the policies refuse anyone else.
 */
export async function saveBoardSettings(
  facilityId: string,
  input: BoardInput,
  before: { exists: boolean; aliases: Record<string, string> },
) {
  const { aliases, ...settings } = input;
  // Not an upsert: its update would write facility_id, which nobody may.
  if (before.exists) {
    await supabase.from('atlas_board_settings').update(settings).eq('facility_id', facilityId).throwOnError();
  } else {
    await supabase
      .from('atlas_board_settings')
      .insert({ facility_id: facilityId, ...settings })
      .throwOnError();
  }
  const removed = Object.keys(before.aliases).filter((roomId) => !aliases[roomId]);
  if (removed.length) await supabase.from('atlas_board_rooms').delete().in('room_id', removed).throwOnError();
  for (const [roomId, alias] of Object.entries(aliases)) {
    if (!alias || alias === before.aliases[roomId]) continue;
    if (before.aliases[roomId]) {
      await supabase.from('atlas_board_rooms').update({ alias }).eq('room_id', roomId).throwOnError();
    } else {
      await supabase
        .from('atlas_board_rooms')
        .insert(derivedInsert('atlas_board_rooms', ['facility_id'], { room_id: roomId, alias }))
        .throwOnError();
    }
  }
}

export function useSaveBoardSettings(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      before,
    }: {
      input: BoardInput;
      before: { exists: boolean; aliases: Record<string, string> };
    }) => saveBoardSettings(facilityId, input, before),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: atlasKeys.boardSettings(facilityId) }),
        queryClient.invalidateQueries({ queryKey: atlasKeys.board() }),
      ]),
  });
}
