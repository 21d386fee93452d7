import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

export interface ComplianceRange {
  from: string;
  to: string;
}

/**
 * AgroChemLog's record: one row per product applied, with what a US WPS or EU Reg. 2023/564 record
 * holds, oldest first (the order an inspector reads).
 */
export async function getComplianceRecords(facilityId: string, range: ComplianceRange, signal?: AbortSignal) {
  let query = supabase
    .from('arca_compliance_records')
    .select('*')
    .eq('facility_id', facilityId)
    .gte('started_at', range.from)
    .lt('started_at', range.to)
    .order('started_at')
    .order('position')
    .limit(5000);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type ComplianceRecord = Awaited<ReturnType<typeof getComplianceRecords>>[number];

export const getComplianceRecordsQueryOptions = (facilityId: string, range: ComplianceRange) =>
  queryOptions({
    queryKey: arcaKeys.compliance(facilityId, range),
    queryFn: ({ signal }) => getComplianceRecords(facilityId, range, signal),
  });

export function useComplianceRecords(facilityId: string | undefined, range: ComplianceRange) {
  return useQuery({
    ...getComplianceRecordsQueryOptions(facilityId ?? '', range),
    enabled: Boolean(facilityId),
  });
}
