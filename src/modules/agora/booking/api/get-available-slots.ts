import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

/**
 * Free start times (ISO instants) for `days` days from `from` (a date in the consultant's time
 * zone), already past the minimum notice and clear of booked consultations.
 */
export async function getAvailableSlots(
  consultantId: string,
  from: string,
  days: number,
  minutes: number,
  signal?: AbortSignal,
) {
  let query = supabase.rpc('available_slots', {
    p_consultant_id: consultantId,
    p_from: from,
    p_days: days,
    p_minutes: minutes,
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getAvailableSlotsQueryOptions = (
  consultantId: string,
  from: string,
  days: number,
  minutes: number,
) =>
  queryOptions({
    queryKey: agoraKeys.slotList(consultantId, from, days, minutes),
    queryFn: ({ signal }) => getAvailableSlots(consultantId, from, days, minutes, signal),
    // Someone else may book meanwhile: refresh on focus and every minute.
    staleTime: 30_000,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAvailableSlots(consultantId: string, from: string, days: number, minutes: number) {
  return useQuery(getAvailableSlotsQueryOptions(consultantId, from, days, minutes));
}
