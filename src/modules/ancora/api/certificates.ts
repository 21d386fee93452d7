import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { isStatus, type CertificateStatus } from '../credential';
import { ancoraKeys } from './keys';

const COLUMNS =
  'id, course_id, holder_name, course_title, score_percent, first_issued_at, issued_at, expires_at, issue_count, revoked_at, status, recert_quiz_id, recert_lesson_id, course_version';

/** The learner's certificates with their status, soonest expiry first. */
export async function getCertificates(signal?: AbortSignal) {
  let query = supabase
    .from('ancora_certificate_overview')
    .select(COLUMNS)
    .order('expires_at', { ascending: true, nullsFirst: false })
    .order('issued_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((c) => ({
    ...c,
    id: c.id!,
    course_id: c.course_id!,
    holder_name: c.holder_name!,
    course_title: c.course_title!,
    score_percent: c.score_percent ?? 0,
    issued_at: c.issued_at!,
    first_issued_at: c.first_issued_at!,
    issue_count: c.issue_count ?? 1,
    status: (isStatus(c.status) ? c.status : 'valid') as CertificateStatus,
  }));
}

export type Certificate = Awaited<ReturnType<typeof getCertificates>>[number];

export const getCertificatesQueryOptions = () =>
  queryOptions({ queryKey: ancoraKeys.certificates(), queryFn: ({ signal }) => getCertificates(signal) });

export function useCertificates() {
  return useQuery(getCertificatesQueryOptions());
}
