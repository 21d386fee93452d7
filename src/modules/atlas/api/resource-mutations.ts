// Every change to equipment, maintenance and stock. Each goes through one request that the
// database checks; the hooks invalidate the facility's resource keys (lists, details, boards).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type {
  ConsumableInput,
  EquipmentInput,
  PlanInput,
  RequestInput,
  StockMoveInput,
} from '../resources/schemas';
import { atlasKeys } from './keys';

export async function saveEquipment(facilityId: string, id: string | null, input: EquipmentInput) {
  if (id) {
    await supabase.from('atlas_equipment').update(input).eq('id', id).throwOnError();
    return id;
  }
  const { data } = await supabase
    .from('atlas_equipment')
    .insert({ facility_id: facilityId, ...input })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

export async function reportRequest(
  facilityId: string,
  equipmentId: string,
  input: RequestInput,
  planId?: string | null,
) {
  await supabase
    .from('atlas_maintenance_requests')
    .insert({
      facility_id: facilityId,
      equipment_id: equipmentId,
      plan_id: planId ?? null,
      kind: input.kind,
      title: input.title,
      description: input.description,
      ...(input.reported_at ? { reported_at: new Date(input.reported_at).toISOString() } : {}),
    })
    .throwOnError();
}

export async function setRequestStatus(
  id: string,
  status: 'in_progress' | 'done',
  extra: { resolution?: string | null; cost?: number | null } = {},
) {
  await supabase
    .from('atlas_maintenance_requests')
    .update({ status, ...extra })
    .eq('id', id)
    .throwOnError();
}

export async function savePlan(facilityId: string, equipmentId: string, id: string | null, input: PlanInput) {
  if (id) await supabase.from('atlas_maintenance_plans').update(input).eq('id', id).throwOnError();
  else
    await supabase
      .from('atlas_maintenance_plans')
      .insert({ facility_id: facilityId, equipment_id: equipmentId, ...input })
      .throwOnError();
}

export async function deletePlan(id: string) {
  await supabase.from('atlas_maintenance_plans').delete().eq('id', id).throwOnError();
}

export async function saveConsumable(facilityId: string, id: string | null, input: ConsumableInput) {
  if (id) {
    await supabase.from('atlas_consumables').update(input).eq('id', id).throwOnError();
    return id;
  }
  const { data } = await supabase
    .from('atlas_consumables')
    .insert({ facility_id: facilityId, ...input })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

export async function recordStockMove(facilityId: string, consumableId: string, input: StockMoveInput) {
  await supabase
    .from('atlas_stock_moves')
    .insert({ facility_id: facilityId, consumable_id: consumableId, ...input })
    .throwOnError();
}

export function useResourceMutation<TVars, TResult>(
  facilityId: string,
  fn: (vars: TVars) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: atlasKeys.resources(facilityId) }),
  });
}
