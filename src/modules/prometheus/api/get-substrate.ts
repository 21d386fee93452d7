import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { DrybackBasis, DrybackTarget } from '../substrate/substrate.ts';
import { prometheusKeys } from './keys';

export interface SubstrateRequest {
  roomId: string;
  from: string;
  to: string;
  timeZone: string;
}

/** One irrigation day of public.prometheus_substrate (shots, P1, overnight dryback, runoff). */
export interface SubstrateDay {
  day: string;
  vwc_n: number;
  vwc_mean: number | null;
  vwc_min: number | null;
  vwc_max: number | null;
  ec_n: number;
  ec_mean: number | null;
  ec_min: number | null;
  ec_max: number | null;
  lights_on: string | null;
  shots: number;
  shot_at: string[];
  shot_size: number[];
  first_shot: string | null;
  last_shot: string | null;
  peak_vwc: number | null;
  peak_at: string | null;
  p1_minutes: number | null;
  dryback_since: string | null;
  dryback_peak: number | null;
  dryback_trough: number | null;
  dryback_points: number | null;
  dryback_relative: number | null;
  runoff_n: number;
  runoff_ec: number | null;
  runoff_pct: number | null;
}

/** Per irrigation day over the range, computed in the database from the 5-minute rollups. */
export async function getSubstrateDays(req: SubstrateRequest, signal?: AbortSignal): Promise<SubstrateDay[]> {
  let query = supabase.rpc('prometheus_substrate', {
    p_room_id: req.roomId,
    p_from: req.from,
    p_to: req.to,
    p_tz: req.timeZone,
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []) as SubstrateDay[];
}

export function useSubstrateDays(req: SubstrateRequest) {
  return useQuery({
    queryKey: [...prometheusKeys.room(req.roomId), 'substrate', req],
    queryFn: ({ signal }) => getSubstrateDays(req, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * The room's dryback target for the stage it is in now (Arca's Cultivation Targets, its own band
 * or the default), with its definition; null when none applies.
 */
export async function getDrybackTarget(roomId: string, signal?: AbortSignal): Promise<DrybackTarget | null> {
  let stageQuery = supabase.from('arca_room_stages').select('stage').eq('room_id', roomId);
  if (signal) stageQuery = stageQuery.abortSignal(signal);
  const { data: stages } = await stageQuery.throwOnError();
  const stage = stages?.[0]?.stage;
  if (!stage) return null;
  let query = supabase
    .from('arca_room_target_bands')
    .select('min_value, max_value, basis')
    .eq('room_id', roomId)
    .eq('stage', stage)
    .eq('metric', 'dryback')
    .eq('period', 'day');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const band = data?.[0];
  if (!band || band.min_value === null || band.max_value === null) return null;
  return {
    min: Number(band.min_value),
    max: Number(band.max_value),
    basis: (band.basis ?? 'points') as DrybackBasis,
  };
}

export function useDrybackTarget(roomId: string) {
  return useQuery({
    queryKey: [...prometheusKeys.room(roomId), 'dryback-target'],
    queryFn: ({ signal }) => getDrybackTarget(roomId, signal),
    staleTime: 5 * 60_000,
  });
}
