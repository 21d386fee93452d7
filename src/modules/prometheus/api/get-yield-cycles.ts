import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { CycleRow } from '../yield/figures.ts';
import { prometheusKeys } from './keys';

export interface CyclesRequest {
  facilityId: string;
  /** Harvested from (inclusive) … to (exclusive), ISO instants. */
  from: string;
  to: string;
  timeZone: string;
}

/**
 * The facility's harvested cycles in the range (public.prometheus_cycles, read as the caller), with
 * the stage lengths, light, climate, substrate and quality figures of each. Yield and Benchmarking
 * share it (and its cache).
 */
export async function getYieldCycles(req: CyclesRequest, signal?: AbortSignal): Promise<CycleRow[]> {
  let query = supabase.rpc('prometheus_cycles', {
    p_facility_id: req.facilityId,
    p_from: req.from,
    p_to: req.to,
    p_tz: req.timeZone,
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export function useYieldCycles(req: CyclesRequest | null) {
  return useQuery({
    queryKey: [...prometheusKeys.all, 'cycles', req ?? {}] as const,
    queryFn: ({ signal }) => getYieldCycles(req!, signal),
    enabled: Boolean(req),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
