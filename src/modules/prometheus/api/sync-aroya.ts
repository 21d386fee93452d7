import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '@/lib/env';
import { supabase } from '@/lib/supabase';
import { aroyaToReadings, type AroyaRow } from '../aroya.ts';
import { importReadings } from './import-readings';
import { prometheusKeys } from './keys';

const DAY = 86_400_000;
/** A first sync fetches this far back; later ones start at the room's last AROYA reading. */
const FIRST_SYNC_DAYS = 7;

/** Whether the user has an AROYA key (only its owner can read it). */
export function useHasAroyaKey(userId: string) {
  return useQuery({
    queryKey: [...prometheusKeys.all, 'aroya-key', userId],
    queryFn: async ({ signal }) => {
      const { data } = await supabase
        .from('user_integrations')
        .select('api_key')
        .eq('user_id', userId)
        .eq('provider', 'aroya')
        .abortSignal(signal)
        .maybeSingle()
        .throwOnError();
      return data?.api_key ?? null;
    },
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}

export interface SyncTarget {
  apiKey: string;
  facilityId: string;
  roomId: string;
  aroyaRoomId: number;
}

/** Fetches the room's readings since its last AROYA reading (7 days at most) and stores them. */
export async function syncAroya(target: SyncTarget): Promise<{ added: number; refused: number }> {
  const { data: last } = await supabase
    .from('prometheus_readings')
    .select('at')
    .eq('room_id', target.roomId)
    .eq('source', 'aroya')
    .order('at', { ascending: false })
    .limit(1)
    .throwOnError();
  const end = Date.now();
  const start = Math.max(last?.[0] ? Date.parse(last[0].at) + 1 : 0, end - FIRST_SYNC_DAYS * DAY);
  const url = new URL(`${env.VITE_AROYA_API_URL.replace(/\/+$/, '')}/rooms/${target.aroyaRoomId}/readings/`);
  url.searchParams.set('start', new Date(start).toISOString());
  url.searchParams.set('end', new Date(end).toISOString());
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${target.apiKey}`, Accept: 'application/json' },
  });
  if (response.status === 401 || response.status === 403) throw new Error('AROYA rejected your API key.');
  if (!response.ok) throw new Error(`AROYA answered with HTTP ${response.status}.`);
  const body = (await response.json()) as { results?: AroyaRow[] };
  const { readings, refused } = aroyaToReadings(body.results ?? [], target.facilityId, target.roomId);
  const { added } = await importReadings(readings, () => undefined);
  return { added, refused };
}

export function useSyncAroya() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncAroya,
    onSuccess: (_, target) => queryClient.invalidateQueries({ queryKey: prometheusKeys.room(target.roomId) }),
  });
}
