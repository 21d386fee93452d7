import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

/** The consultant's own certifications (all of them, verified or not), newest first. */
export async function getCertifications(consultantId: string, signal?: AbortSignal) {
  let query = supabase
    .from('agora_consultant_certifications')
    .select(
      'id, consultant_id, name, issuing_organization, issue_date, expiration_date, document_url, verified, created_at',
    )
    .eq('consultant_id', consultantId)
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Certification = Awaited<ReturnType<typeof getCertifications>>[number];

export const getCertificationsQueryOptions = (consultantId: string) =>
  queryOptions({
    queryKey: agoraKeys.consultantArea.certifications(consultantId),
    queryFn: ({ signal }) => getCertifications(consultantId, signal),
  });

export function useCertifications(consultantId: string | undefined) {
  return useQuery({
    ...getCertificationsQueryOptions(consultantId ?? ''),
    enabled: consultantId !== undefined,
  });
}
