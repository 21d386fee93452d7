import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { prometheusKeys } from './keys';

export type AlertState = 'normal' | 'pending' | 'firing' | 'no_data';

export interface RoomAlert {
  rule: string;
  state: AlertState;
  since: string;
  value: number | null;
  threshold: number | null;
  evaluatedAt: string;
}

/**
 * The room's alert states as the schedule left them. A pg_cron job evaluates every room with
 * readings each minute (see the prometheus_alerts_around_the_clock migration), so the lens only
 * reads: nothing is judged, and nobody is notified, because someone looked.
 */
export async function fetchRoomAlerts(roomId: string, signal?: AbortSignal): Promise<RoomAlert[]> {
  let query = supabase
    .from('prometheus_alerts')
    .select('rule, state, since, value, threshold, evaluated_at')
    .eq('room_id', roomId)
    .order('rule');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((a) => ({
    rule: a.rule,
    state: a.state as AlertState,
    since: a.since,
    value: a.value,
    threshold: a.threshold,
    evaluatedAt: a.evaluated_at,
  }));
}

export function useRoomAlerts(roomId: string) {
  return useQuery({
    queryKey: prometheusKeys.alerts(roomId),
    queryFn: ({ signal }) => fetchRoomAlerts(roomId, signal),
    staleTime: 30_000,
    // The schedule writes a new state each minute.
    refetchInterval: 60_000,
  });
}
