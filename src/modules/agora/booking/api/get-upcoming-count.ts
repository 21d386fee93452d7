import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

/**
 * How many active future consultations the signed-in client holds with one consultant: the count
 * book_consultation caps (AG007). RLS shows a client only their own consultations.
 */
export async function getUpcomingCount(consultantId: string, clientId: string, signal?: AbortSignal) {
  let query = supabase
    .from('agora_consultations')
    .select('id', { count: 'exact', head: true })
    .eq('consultant_id', consultantId)
    .eq('client_id', clientId)
    .in('status', ['scheduled', 'in_progress'])
    .gt('end_time', new Date().toISOString());
  if (signal) query = query.abortSignal(signal);
  const { count } = await query.throwOnError();
  return count ?? 0;
}

export const getUpcomingCountQueryOptions = (consultantId: string, clientId: string) =>
  queryOptions({
    queryKey: agoraKeys.upcomingWith(consultantId, clientId),
    queryFn: ({ signal }) => getUpcomingCount(consultantId, clientId, signal),
  });

/** Only for a signed-in client: visitors and the consultant themself have nothing to count. */
export function useUpcomingCount(consultantId: string, clientId: string | null) {
  return useQuery({
    ...getUpcomingCountQueryOptions(consultantId, clientId ?? ''),
    enabled: clientId !== null,
  });
}
