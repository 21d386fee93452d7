import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { Steering } from '../irrigation/steering.ts';
import { arcaKeys } from './keys';

export interface SkeletonPhaseInput {
  id?: string;
  name: string;
  stage: string;
  intent: string;
  duration_days: number;
  photoperiod_h: number;
  steering: Steering;
  guide_id: string | null;
}

export interface SkeletonInput {
  id?: string;
  facility_id: string;
  name: string;
  description: string | null;
  substrate: string;
  container_volume_l: number;
  field_capacity_pct: number | null;
  phases: SkeletonPhaseInput[];
}

/**
 * Saves a skeleton and its phases in their order: the skeleton, then every phase in one request
 * (positions 1…n), then removes the phases the form dropped. Room plans made from it keep their copy.
 */
export async function saveSkeleton(input: SkeletonInput) {
  const { id, facility_id, phases, ...fields } = input;
  const { data: skeleton } = await (
    id
      ? supabase.from('arca_irrigation_skeletons').update(fields).eq('id', id)
      : supabase.from('arca_irrigation_skeletons').insert({ facility_id, ...fields })
  )
    .select('id')
    .single()
    .throwOnError();
  const rows = phases.map((p, index) => ({
    id: p.id ?? crypto.randomUUID(),
    facility_id,
    skeleton_id: skeleton.id,
    position: index + 1,
    name: p.name,
    stage: p.stage,
    intent: p.intent,
    duration_days: p.duration_days,
    photoperiod_h: p.photoperiod_h,
    steering: p.steering as unknown as { [key: string]: Json },
    guide_id: p.guide_id,
  }));
  if (id) {
    const keep = rows.map((r) => r.id);
    let remove = supabase.from('arca_skeleton_phases').delete().eq('skeleton_id', skeleton.id);
    if (keep.length) remove = remove.not('id', 'in', `(${keep.join(',')})`);
    await remove.throwOnError();
  }
  if (rows.length) await supabase.from('arca_skeleton_phases').upsert(rows).throwOnError();
  return skeleton;
}

export function useSaveSkeleton(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkeleton,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.skeletons(facilityId) }),
  });
}
