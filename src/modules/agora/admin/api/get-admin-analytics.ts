import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { analyticsSince, approvalRate, countByWeek } from '../analytics';
import { agoraKeys } from '../../api/keys';

type Status = 'pending' | 'approved' | 'rejected';

async function countVerifications(status: Status, signal?: AbortSignal) {
  let query = supabase
    .from('agora_verification')
    .select('id', { count: 'exact', head: true })
    .eq('status', status);
  if (signal) query = query.abortSignal(signal);
  const { count } = await query.throwOnError();
  return count ?? 0;
}

/** The Analytics tab's data: weekly applications and consultations (last 12 weeks), approval rate. */
export async function getAdminAnalytics(signal?: AbortSignal) {
  const since = analyticsSince();
  let applications = supabase
    .from('agora_verification')
    .select('created_at')
    .gte('created_at', since)
    .limit(10000);
  let consultations = supabase
    .from('agora_consultations')
    .select('start_time')
    .gte('start_time', since)
    .lte('start_time', new Date().toISOString())
    .neq('status', 'cancelled')
    .limit(10000);
  if (signal) {
    applications = applications.abortSignal(signal);
    consultations = consultations.abortSignal(signal);
  }
  const [apps, cons, approved, rejected, pending] = await Promise.all([
    applications.throwOnError(),
    consultations.throwOnError(),
    countVerifications('approved', signal),
    countVerifications('rejected', signal),
    countVerifications('pending', signal),
  ]);
  return {
    applicationsPerWeek: countByWeek((apps.data ?? []).map((r) => r.created_at)),
    consultationsPerWeek: countByWeek((cons.data ?? []).map((r) => r.start_time)),
    approval: approvalRate({ approved, rejected, pending }),
  };
}

export const getAdminAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: agoraKeys.admin.analytics(), queryFn: ({ signal }) => getAdminAnalytics(signal) });

export function useAdminAnalytics() {
  return useQuery(getAdminAnalyticsQueryOptions());
}
