import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { prometheusKeys } from './keys';

export interface RoomBand {
  metric: string;
  period: 'day' | 'night';
  min: number;
  max: number;
}

/**
 * The room's Cultivation Targets (Arca) for the stage it is in now: its own bands, else the
 * defaults, as the view arca_room_target_bands gives them.
 */
export async function getRoomBands(roomId: string, signal?: AbortSignal) {
  let stageQuery = supabase.from('arca_room_stages').select('stage').eq('room_id', roomId);
  if (signal) stageQuery = stageQuery.abortSignal(signal);
  const { data: stages } = await stageQuery.throwOnError();
  const stage = stages?.[0]?.stage ?? null;
  if (!stage) return { stage: null, bands: [] as RoomBand[] };
  let query = supabase
    .from('arca_room_target_bands')
    .select('metric, period, min_value, max_value')
    .eq('room_id', roomId)
    .eq('stage', stage);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const bands = (data ?? []).map((b): RoomBand => ({
    metric: b.metric!,
    period: b.period === 'night' ? 'night' : 'day',
    min: Number(b.min_value),
    max: Number(b.max_value),
  }));
  return { stage, bands };
}

export function useRoomBands(roomId: string | null) {
  return useQuery({
    queryKey: prometheusKeys.bands(roomId ?? ''),
    queryFn: ({ signal }) => getRoomBands(roomId!, signal),
    enabled: Boolean(roomId),
    staleTime: 5 * 60_000,
  });
}
