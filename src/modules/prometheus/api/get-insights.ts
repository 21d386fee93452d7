import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DAY, toMetricFigures, type InsightHoursRow, type MetricFigures } from '../insights/figures.ts';
import { evaluateInsights, type Insight } from '../insights/insights.ts';
import { prometheusKeys } from './keys';

export interface InsightRequest {
  roomId: string;
  roomName: string;
  /** The window the insights speak about (ISO instants). */
  from: string;
  to: string;
  timeZone: string;
}

/** Drift compares each day with the 14 before it, so the figures start 14 days earlier. */
const BASELINE = 14 * DAY;

/** The room's hourly figures for the window and its 14-day baseline (RLS decides what there is). */
export async function getInsightFigures(
  req: Pick<InsightRequest, 'roomId' | 'from' | 'to' | 'timeZone'>,
  signal?: AbortSignal,
): Promise<MetricFigures[]> {
  let query = supabase.rpc('prometheus_insight_hours', {
    p_room_id: req.roomId,
    p_from: new Date(Date.parse(req.from) - BASELINE).toISOString(),
    p_to: req.to,
    p_tz: req.timeZone,
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return toMetricFigures((data ?? []) as InsightHoursRow[]);
}

export function useInsights(req: InsightRequest) {
  return useQuery({
    queryKey: prometheusKeys.insights(req.roomId, req),
    queryFn: ({ signal }) => getInsightFigures(req, signal),
    select: (figures): Insight[] =>
      evaluateInsights({
        roomName: req.roomName,
        figures,
        from: Date.parse(req.from),
        to: Date.parse(req.to),
        timeZone: req.timeZone,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
