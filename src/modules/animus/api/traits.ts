import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { categoriesOf, scaleOf, type TraitScale } from '../trait-scale';
import { animusKeys } from './keys';

/** The default traits and the grower's own, each with every version (newest last). */
export async function getTraits(signal?: AbortSignal) {
  let query = supabase
    .from('animus_traits')
    .select(
      'id, user_id, system_key, name, description, category, archived, versions:animus_trait_versions(*)',
    )
    .order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((t) => {
    const versions = [...t.versions]
      .sort((a, b) => a.version - b.version)
      .map((v) => ({ ...v, scale: scaleOf(v) }));
    return { ...t, versions, current: versions[versions.length - 1]! };
  });
}

export type Trait = Awaited<ReturnType<typeof getTraits>>[number];

export const getTraitsQueryOptions = () =>
  queryOptions({ queryKey: animusKeys.traits(), queryFn: ({ signal }) => getTraits(signal) });

export function useTraits() {
  return useQuery(getTraitsQueryOptions());
}

export interface TraitDefinition {
  name: string;
  description: string;
  category: string;
  method: string;
  scale: TraitScale;
}

function versionRow(traitId: string, userId: string, method: string, scale: TraitScale) {
  return {
    trait_id: traitId,
    created_by: userId,
    method,
    scale_type: scale.scale_type,
    unit: scale.unit,
    min_value: scale.min_value,
    max_value: scale.max_value,
    step: scale.step,
    categories: categoriesOf(scale),
  };
}

/** Defines a trait with its first version; a refused version takes the trait away again. */
export async function createTrait({ userId, ...t }: TraitDefinition & { userId: string }) {
  const { data } = await supabase
    .from('animus_traits')
    .insert({ name: t.name, description: t.description, category: t.category })
    .select('id')
    .single()
    .throwOnError();
  try {
    await supabase
      .from('animus_trait_versions')
      .insert(versionRow(data.id, userId, t.method, t.scale))
      .throwOnError();
  } catch (error) {
    await supabase.from('animus_traits').delete().eq('id', data.id);
    throw error;
  }
  return data.id;
}

/** A changed method or scale: a new version, numbered by the database; old data stays on the old one. */
export async function addTraitVersion(input: {
  traitId: string;
  userId: string;
  method: string;
  scale: TraitScale;
}) {
  const { data } = await supabase
    .from('animus_trait_versions')
    .insert(versionRow(input.traitId, input.userId, input.method, input.scale))
    .select('version')
    .single()
    .throwOnError();
  return data.version;
}

export async function updateTrait(input: {
  id: string;
  name?: string;
  description?: string;
  archived?: boolean;
}) {
  const { id, ...change } = input;
  await supabase.from('animus_traits').update(change).eq('id', id).select('id').single().throwOnError();
}

function useInvalidateTraits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: animusKeys.traits() });
}

export function useCreateTrait() {
  return useMutation({ mutationFn: createTrait, onSuccess: useInvalidateTraits() });
}

export function useAddTraitVersion() {
  return useMutation({ mutationFn: addTraitVersion, onSuccess: useInvalidateTraits() });
}

export function useUpdateTrait() {
  return useMutation({ mutationFn: updateTrait, onSuccess: useInvalidateTraits() });
}

/** The traits a project records, in its order. */
export async function getProjectTraits(projectId: string, signal?: AbortSignal) {
  let query = supabase
    .from('animus_project_traits')
    .select('trait_id, position')
    .eq('project_id', projectId)
    .order('position');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((r) => r.trait_id);
}

export const getProjectTraitsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: animusKeys.projectTraits(projectId),
    queryFn: ({ signal }) => getProjectTraits(projectId, signal),
  });

export function useProjectTraits(projectId: string) {
  return useQuery(getProjectTraitsQueryOptions(projectId));
}

/** Replaces a project's picks with `traitIds`, in that order. */
export async function setProjectTraits({ projectId, traitIds }: { projectId: string; traitIds: string[] }) {
  const { data: before } = await supabase
    .from('animus_project_traits')
    .select('trait_id')
    .eq('project_id', projectId)
    .throwOnError();
  const dropped = (before ?? []).map((r) => r.trait_id).filter((id) => !traitIds.includes(id));
  if (dropped.length)
    await supabase
      .from('animus_project_traits')
      .delete()
      .eq('project_id', projectId)
      .in('trait_id', dropped)
      .throwOnError();
  if (traitIds.length)
    await supabase
      .from('animus_project_traits')
      .upsert(
        traitIds.map((trait_id, position) => ({ project_id: projectId, trait_id, position })),
        { onConflict: 'project_id,trait_id' },
      )
      .throwOnError();
}

export function useSetProjectTraits(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProjectTraits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.projectTraits(projectId) }),
  });
}
