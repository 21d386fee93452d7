// Every change to an SOP, each through the one request (or RPC) that the database checks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { DraftInput, SopInput } from '../sops/schemas';
import type { Step } from '../sops/steps';
import { atlasKeys } from './keys';

/** The row for a form's values: no required course is null, not ''. */
const sopRow = (input: SopInput) => ({ ...input, required_course_id: input.required_course_id || null });

export async function createSop(facilityId: string, input: SopInput) {
  const { data } = await supabase
    .from('atlas_sops')
    .insert({ facility_id: facilityId, ...sopRow(input) })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

export async function updateSop(sopId: string, input: SopInput) {
  await supabase.from('atlas_sops').update(sopRow(input)).eq('id', sopId).throwOnError();
}

export async function newSopVersion(sopId: string, changeSummary: string) {
  const { data } = await supabase
    .rpc('atlas_new_sop_version', { p_sop_id: sopId, p_change_summary: changeSummary })
    .throwOnError();
  return data;
}

export async function saveSopDraft(versionId: string, draft: DraftInput, steps: Step[]) {
  await supabase
    .rpc('atlas_save_sop_draft', {
      p_version_id: versionId,
      p_steps: steps as never,
      p_change_summary: draft.change_summary,
      p_scope: draft.scope,
    })
    .throwOnError();
}

export async function approveSopVersion(versionId: string) {
  await supabase.rpc('atlas_approve_sop_version', { p_version_id: versionId }).throwOnError();
}

export async function makeSopVersionEffective(versionId: string) {
  await supabase.rpc('atlas_make_sop_version_effective', { p_version_id: versionId }).throwOnError();
}

export async function deleteSopVersion(versionId: string) {
  await supabase.from('atlas_sop_versions').delete().eq('id', versionId).throwOnError();
}

export async function retireSop(sopId: string) {
  await supabase.rpc('atlas_retire_sop', { p_sop_id: sopId }).throwOnError();
}

/** Mutations on one facility's SOPs; each invalidates that facility's SOP keys (register, training, pages). */
export function useSopMutation<TVars, TResult>(facilityId: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: atlasKeys.sops(facilityId) }),
  });
}
