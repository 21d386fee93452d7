import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { StepKind } from '../sops/steps';
import { atlasKeys } from './keys';

const VERSION_COLUMNS =
  'id, version, status, change_summary, scope, created_by, created_at, approved_by, approved_at, effective_at, archived_at, next_review_on, steps:atlas_sop_steps(id, position, kind, body, target, tolerance, unit)';

/** One SOP: its register row, every version the caller may read with its steps, and who acknowledged what. */
export async function getSop(sopId: string, signal?: AbortSignal) {
  let sop = supabase.from('atlas_sop_register').select('*').eq('id', sopId);
  let versions = supabase
    .from('atlas_sop_versions')
    .select(VERSION_COLUMNS)
    .eq('sop_id', sopId)
    .order('version', { ascending: false })
    .order('position', { referencedTable: 'atlas_sop_steps' });
  let acks = supabase
    .from('atlas_sop_acknowledgements')
    .select('version_id, user_id, acknowledged_at, version:atlas_sop_versions!inner(sop_id)')
    .eq('version.sop_id', sopId);
  if (signal) {
    sop = sop.abortSignal(signal);
    versions = versions.abortSignal(signal);
    acks = acks.abortSignal(signal);
  }
  const [s, v, a] = await Promise.all([
    sop.maybeSingle().throwOnError(),
    versions.throwOnError(),
    acks.throwOnError(),
  ]);
  if (!s.data) return null;
  return {
    sop: {
      ...s.data,
      id: s.data.id!,
      code: s.data.code!,
      title: s.data.title!,
      facility_id: s.data.facility_id!,
    },
    versions: (v.data ?? []).map((x) => ({
      ...x,
      status: x.status as 'draft' | 'approved' | 'effective' | 'archived',
      steps: x.steps.map((st) => ({ ...st, kind: st.kind as StepKind })),
    })),
    acknowledgements: (a.data ?? []).map(({ version_id, user_id, acknowledged_at }) => ({
      version_id,
      user_id,
      acknowledged_at,
    })),
  };
}

export type SopDetail = NonNullable<Awaited<ReturnType<typeof getSop>>>;
export type SopVersion = SopDetail['versions'][number];

export const getSopQueryOptions = (facilityId: string, sopId: string) =>
  queryOptions({
    queryKey: atlasKeys.sop(facilityId, sopId),
    queryFn: ({ signal }) => getSop(sopId, signal),
  });

export function useSop(facilityId: string, sopId: string) {
  return useQuery(getSopQueryOptions(facilityId, sopId));
}
