import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import { agoraKeys } from '../../api/keys';

/**
 * One consultation with both sides' names, for its client, its consultant or an admin (RLS);
 * null for anyone else or an unknown id. The consultant's Zoom room is private: it comes from
 * agora_consultation_meeting_link, which answers only those same people.
 */
export async function getConsultation(id: string, signal?: AbortSignal) {
  if (!isUuid(id)) return null; // a malformed id is not found, never a retry
  let query = supabase
    .from('agora_consultations')
    .select(
      'id, client_id, consultant_id, title, notes, start_time, end_time, status, price, consultant_payout, cancel_reason, cancelled_by, cancelled_at, completed_at, rating, review, reviewed_at, created_at, client:public_profiles(first_name, last_name, avatar_url), consultant:agora_consultant_profiles(id, user_id, title, has_video_conferencing, time_zone, profile:public_profiles(first_name, last_name, avatar_url))',
    )
    .eq('id', id);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  if (!data) return null;
  let link = supabase.rpc('agora_consultation_meeting_link', { p_consultation_id: id });
  if (signal) link = link.abortSignal(signal);
  const { data: zoomLink } = await link.throwOnError();
  return {
    ...data,
    consultant: data.consultant ? { ...data.consultant, zoom_link: zoomLink ?? null } : data.consultant,
  };
}

export type Consultation = NonNullable<Awaited<ReturnType<typeof getConsultation>>>;

export const getConsultationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: agoraKeys.consultation(id),
    queryFn: ({ signal }) => getConsultation(id, signal),
  });

export function useConsultation(id: string) {
  return useQuery(getConsultationQueryOptions(id));
}
