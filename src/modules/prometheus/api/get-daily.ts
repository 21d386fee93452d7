import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { DailyRow } from '../daily.ts';
import { prometheusKeys } from './keys';

export interface DailyRequest {
  roomId: string;
  from: string;
  to: string;
  timeZone: string;
}

/** Time in band per local day and period, and the DLI, for the range. */
export async function getDaily(req: DailyRequest, signal?: AbortSignal): Promise<DailyRow[]> {
  let query = supabase.rpc('prometheus_daily', {
    p_room_id: req.roomId,
    p_from: req.from,
    p_to: req.to,
    p_tz: req.timeZone,
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export function useDaily(req: DailyRequest | null) {
  return useQuery({
    queryKey: prometheusKeys.daily(req?.roomId ?? '', req ?? {}),
    queryFn: ({ signal }) => getDaily(req!, signal),
    enabled: Boolean(req),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
