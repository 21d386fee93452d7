import { queryOptions, useQuery } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { agoraKeys } from '../../api/keys';

export interface AdminStats {
  pendingApplications: number;
  totalConsultants: number;
  totalConsultations: number;
  recentReports: number;
  recentRegistrations: number;
}

export const ZERO_STATS: AdminStats = {
  pendingApplications: 0,
  totalConsultants: 0,
  totalConsultations: 0,
  recentReports: 0,
  recentRegistrations: 0,
};

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Spec-2 §8: stats errors are logged (and toasted) and every count falls back to 0. */
export async function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  let query = supabase.rpc('admin_stats');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error || typeof data !== 'object' || data === null || Array.isArray(data)) {
    if (signal?.aborted) throw error;
    logger.error('Error loading dashboard statistics', error);
    toast.error('Error loading dashboard statistics', { id: 'admin-stats-error' });
    return ZERO_STATS;
  }
  const d = data as Record<string, unknown>;
  return {
    pendingApplications: count(d.pendingApplications),
    totalConsultants: count(d.totalConsultants),
    totalConsultations: count(d.totalConsultations),
    recentReports: count(d.recentReports),
    recentRegistrations: count(d.recentRegistrations),
  };
}

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: agoraKeys.admin.stats(), queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
