import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { SeriesRow } from '../series.ts';
import { prometheusKeys } from './keys';

export interface SeriesRequest {
  roomId: string;
  metrics: string[];
  from: string;
  to: string;
}

/** A room's series for the range, at most 2,000 points each (chosen and merged in the database). */
export async function getSeries(req: SeriesRequest, signal?: AbortSignal): Promise<SeriesRow[]> {
  let query = supabase.rpc('prometheus_series', {
    p_room_id: req.roomId,
    p_metrics: req.metrics,
    p_from: req.from,
    p_to: req.to,
    p_max_points: 2000,
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export function useSeries(req: SeriesRequest | null) {
  return useQuery({
    ...queryOptions({
      queryKey: prometheusKeys.series(req?.roomId ?? '', req ?? {}),
      queryFn: ({ signal }) => getSeries(req!, signal),
      staleTime: 60_000,
    }),
    enabled: Boolean(req),
    placeholderData: keepPreviousData,
  });
}
