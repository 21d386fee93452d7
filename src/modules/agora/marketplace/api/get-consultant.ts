import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import { agoraKeys } from '../../api/keys';

/**
 * An active consultant's public profile in one request: names, specialties and the certifications
 * the caller may read (RLS: verified ones for everyone, all of them for the owner). Null when there
 * is no such active consultant.
 */
export async function getConsultant(id: string, signal?: AbortSignal) {
  if (!isUuid(id)) return null; // a malformed id is not found, never a retry
  let query = supabase
    .from('agora_consultant_profiles')
    .select(
      'id, user_id, status, title, short_description, bio, hourly_rate, years_experience, has_video_conferencing, available_days, available_hours, time_zone, rating, total_reviews, total_consultations, created_at, profile:public_profiles(first_name, last_name, avatar_url), specialties:agora_specialties(id, name), certifications:agora_consultant_certifications(id, name, issuing_organization, issue_date, expiration_date, verified)',
    )
    .eq('id', id)
    .eq('status', 'active');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

export type ConsultantProfile = NonNullable<Awaited<ReturnType<typeof getConsultant>>>;

export const getConsultantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: agoraKeys.consultant(id),
    queryFn: ({ signal }) => getConsultant(id, signal),
  });

export function useConsultant(id: string) {
  return useQuery(getConsultantQueryOptions(id));
}
