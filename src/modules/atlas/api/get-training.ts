import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { trainingMatrix } from '../sops/training';
import { getTeam } from './get-team';
import { atlasKeys } from './keys';

/** Who on the team is current on which SOP: the team, the register, versions and acknowledgements. */
export async function getTraining(facilityId: string, signal?: AbortSignal) {
  const versions = supabase
    .from('atlas_sop_versions')
    .select('id, sop_id, version')
    .eq('facility_id', facilityId)
    .neq('status', 'draft');
  const acks = supabase
    .from('atlas_sop_acknowledgements')
    .select('version_id, user_id, acknowledged_at')
    .eq('facility_id', facilityId);
  const register = supabase
    .from('atlas_sop_register')
    .select('id, code, title, effective_version_id, effective_version')
    .eq('facility_id', facilityId)
    .order('code');
  const [team, v, a, r] = await Promise.all([
    getTeam(facilityId, signal),
    (signal ? versions.abortSignal(signal) : versions).throwOnError(),
    (signal ? acks.abortSignal(signal) : acks).throwOnError(),
    (signal ? register.abortSignal(signal) : register).throwOnError(),
  ]);
  return trainingMatrix(
    team.map((m) => ({ user_id: m.userId, name: m.name, role: m.role })),
    (r.data ?? []).map((s) => ({
      id: s.id!,
      code: s.code!,
      title: s.title!,
      effective_version_id: s.effective_version_id,
      effective_version: s.effective_version,
    })),
    v.data ?? [],
    a.data ?? [],
  );
}

export const getTrainingQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.training(facilityId),
    queryFn: ({ signal }) => getTraining(facilityId, signal),
  });

export function useTraining(facilityId: string) {
  return useQuery(getTrainingQueryOptions(facilityId));
}
