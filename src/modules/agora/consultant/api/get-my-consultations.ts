import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { fullName } from '@/lib/names';
import { agoraKeys } from '../../api/keys';

/** The consultant's consultations, newest first (spec-2 §7), with the client's name. */
export async function getMyConsultations(consultantId: string, signal?: AbortSignal) {
  let query = supabase
    .from('agora_consultations')
    .select(
      'id, title, status, start_time, end_time, price, consultant_payout, completed_at, client:public_profiles!agora_consultations_client_public_fkey(first_name, last_name)',
    )
    .eq('consultant_id', consultantId)
    .order('start_time', { ascending: false })
    .limit(1000);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type MyConsultation = Awaited<ReturnType<typeof getMyConsultations>>[number];

export const getMyConsultationsQueryOptions = (consultantId: string) =>
  queryOptions({
    queryKey: agoraKeys.consultantArea.consultations(consultantId),
    queryFn: ({ signal }) => getMyConsultations(consultantId, signal),
  });

export function useMyConsultations(consultantId: string | undefined) {
  return useQuery({
    ...getMyConsultationsQueryOptions(consultantId ?? ''),
    enabled: consultantId !== undefined,
  });
}

export function clientName(c: MyConsultation): string {
  return fullName(c.client?.first_name, c.client?.last_name, 'Client');
}
