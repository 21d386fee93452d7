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
}

/**
 * Evaluates the room's alert rules now and returns their states. Alerts are evaluated when someone
 * looks (and after an import or AROYA sync, which refetch the room's queries): "no data" is the
 * absence of readings, which no insert trigger sees, and the local stack has no scheduler (see the
 * prometheus_insights_alerts migration). A change to firing notifies the team once (the bell).
 */
export async function evaluateAlerts(roomId: string, signal?: AbortSignal): Promise<RoomAlert[]> {
  let query = supabase.rpc('prometheus_evaluate_alerts', { p_room_id: roomId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((a) => ({
    rule: a.rule,
    state: a.state as AlertState,
    since: a.since,
    value: a.value,
    threshold: a.threshold,
  }));
}

export function useRoomAlerts(roomId: string) {
  return useQuery({
    queryKey: prometheusKeys.alerts(roomId),
    queryFn: ({ signal }) => evaluateAlerts(roomId, signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
