// Every change to templates, cycles and tasks. Each goes through one request (or RPC) the database
// checks; the hooks invalidate the facility's cycle keys (lists, cycle pages, calendar, Today).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { PHASES } from '../cycles/plan';
import type { ApplyInput, MoveInput, TaskInput, TemplateInput, TemplateTaskInput } from '../cycles/schemas';
import type { TaskStatus } from '../tasks/urgency';
import { derivedInsert } from './derived-insert';
import { atlasKeys } from './keys';

/** Creates or updates a template and its phase lengths (a phase at 0 days is removed). */
export async function saveTemplate(facilityId: string, id: string | null, input: TemplateInput) {
  let templateId = id;
  if (templateId) {
    await supabase
      .from('atlas_cycle_templates')
      .update({ name: input.name, description: input.description })
      .eq('id', templateId)
      .throwOnError();
  } else {
    const { data } = await supabase
      .from('atlas_cycle_templates')
      .insert({ facility_id: facilityId, name: input.name, description: input.description })
      .select('id')
      .single()
      .throwOnError();
    templateId = data.id;
  }
  const keep = PHASES.filter((p) => (input.phases[p] ?? 0) > 0);
  const drop = PHASES.filter((p) => !keep.includes(p));
  if (drop.length)
    await supabase
      .from('atlas_template_phases')
      .delete()
      .eq('template_id', templateId)
      .in('phase', drop)
      .throwOnError();
  const { data: existing } = await supabase
    .from('atlas_template_phases')
    .select('phase')
    .eq('template_id', templateId)
    .throwOnError();
  const have = new Set((existing ?? []).map((p) => p.phase));
  for (const phase of keep) {
    const days = input.phases[phase]!;
    if (have.has(phase))
      await supabase
        .from('atlas_template_phases')
        .update({ duration_days: days })
        .eq('template_id', templateId)
        .eq('phase', phase)
        .throwOnError();
    else
      await supabase
        .from('atlas_template_phases')
        .insert(
          derivedInsert('atlas_template_phases', ['facility_id'], {
            template_id: templateId,
            phase,
            duration_days: days,
          }),
        )
        .throwOnError();
  }
  return templateId;
}

export async function deleteTemplate(id: string) {
  await supabase.from('atlas_cycle_templates').delete().eq('id', id).throwOnError();
}

export async function saveTemplateTask(templateId: string, id: string | null, input: TemplateTaskInput) {
  if (id) await supabase.from('atlas_template_tasks').update(input).eq('id', id).throwOnError();
  else
    await supabase
      .from('atlas_template_tasks')
      .insert(derivedInsert('atlas_template_tasks', ['facility_id'], { template_id: templateId, ...input }))
      .throwOnError();
}

export async function deleteTemplateTask(id: string) {
  await supabase.from('atlas_template_tasks').delete().eq('id', id).throwOnError();
}

export async function applyTemplate(input: ApplyInput) {
  // 'same' (or nothing): the cycle's room; '': no room (a shared space); else another room.
  const phaseRooms = Object.fromEntries(
    Object.entries(input.phase_rooms)
      .filter(([, room]) => room !== 'same')
      .map(([phase, room]) => [phase, room === '' ? null : room]),
  );
  const { data } = await supabase
    .rpc('atlas_apply_template', {
      p_template_id: input.template_id,
      p_room_id: input.room_id,
      p_starts_on: input.starts_on,
      p_strain_name: input.strain_name,
      p_name: input.name,
      p_origin_project_id: input.origin_project_id ?? undefined,
      p_plant_count: input.plant_count ?? undefined,
      p_phase_rooms: Object.keys(phaseRooms).length ? phaseRooms : undefined,
    })
    .throwOnError();
  return data;
}

export async function moveMilestone(cyclePhaseId: string, input: MoveInput) {
  const { data } = await supabase
    .rpc('atlas_move_milestone', { p_cycle_phase_id: cyclePhaseId, p_to: input.to, p_reason: input.reason })
    .throwOnError();
  return data;
}

export async function setCycleStatus(cycleId: string, status: 'completed' | 'cancelled') {
  await supabase.rpc('atlas_set_cycle_status', { p_cycle_id: cycleId, p_status: status }).throwOnError();
}

export async function deleteCycle(cycleId: string) {
  await supabase.from('atlas_cycles').delete().eq('id', cycleId).throwOnError();
}

/** Adds a task on a date: anchored to the phase that date falls in (its offset follows). */
export async function addTask(cyclePhaseId: string, phaseStart: string, input: TaskInput) {
  const offset = Math.round((Date.parse(input.due_on) - Date.parse(phaseStart)) / 86_400_000);
  await supabase
    .from('atlas_tasks')
    .insert(
      derivedInsert('atlas_tasks', ['facility_id', 'cycle_id', 'due_on', 'baseline_due_on'], {
        cycle_phase_id: cyclePhaseId,
        offset_days: offset,
        title: input.title,
        description: input.description,
        assignee_id: input.assignee_id,
        sop_id: input.sop_id,
      }),
    )
    .throwOnError();
}

export async function updateTask(id: string, input: TaskInput) {
  await supabase.from('atlas_tasks').update(input).eq('id', id).throwOnError();
}

/**
 * Starts or completes a task (who and when are stamped by the database; the SOP rule applies).
 * Completing from the floor goes through the outbox instead (api/outbox.ts).
 */
export async function setTaskStatus(
  id: string,
  status: Exclude<TaskStatus, 'open'>,
  extra: { note?: string | null; photo_path?: string | null } = {},
) {
  await supabase
    .from('atlas_tasks')
    .update({ status, ...extra })
    .eq('id', id)
    .throwOnError();
}

export function useCycleMutation<TVars, TResult>(facilityId: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: atlasKeys.cycles(facilityId) }),
  });
}
