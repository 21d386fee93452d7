import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';
import { getMeetingLinks } from '../../api/meeting-links';

const COLUMNS =
  'id, user_id, status, title, short_description, bio, years_experience, hourly_rate, has_video_conferencing, available_days, available_hours, time_zone, created_at, profile:public_profiles(first_name, last_name, avatar_url), specialties:agora_specialties(id, name), certifications:agora_consultant_certifications(id, name, issuing_organization, issue_date, expiration_date, document_url, verified, created_at)';

/**
 * Spec-2 §7 "get a consultant by id": the applicant's profile, specialties and certifications, with
 * the private Calendly and Zoom links (admins only) from their own function.
 */
export async function getConsultantDetails(consultantId: string, signal?: AbortSignal) {
  let query = supabase
    .from('agora_consultant_profiles')
    .select(COLUMNS)
    .eq('id', consultantId)
    .order('name', { referencedTable: 'agora_specialties' })
    .order('created_at', { referencedTable: 'agora_consultant_certifications' });
  if (signal) query = query.abortSignal(signal);
  const [{ data }, links] = await Promise.all([
    query.single().throwOnError(),
    getMeetingLinks(consultantId, signal),
  ]);
  return { ...data, ...links };
}

export type ConsultantDetails = Awaited<ReturnType<typeof getConsultantDetails>>;
export type Certification = ConsultantDetails['certifications'][number];

export const getConsultantDetailsQueryOptions = (consultantId: string) =>
  queryOptions({
    queryKey: agoraKeys.admin.consultantDetails(consultantId),
    queryFn: ({ signal }) => getConsultantDetails(consultantId, signal),
  });

export function useConsultantDetails(consultantId: string | undefined) {
  return useQuery({ ...getConsultantDetailsQueryOptions(consultantId ?? ''), enabled: !!consultantId });
}
