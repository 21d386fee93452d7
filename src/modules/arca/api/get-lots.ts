import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';
import { remember, rememberedData } from '@/lib/data/remembered-query';

export const LOT_COLUMNS =
  'id, facility_id, name, strain, origin_project_id, plant_count, started_at, start_stage, start_room_id, notes, ' +
  'current_room_id, current_stage, stage_started_at, current_plant_count, created_at, updated_at, ' +
  'room:rooms!arca_lots_facility_id_current_room_id_fkey(room_name)';

export interface Lot {
  id: string;
  facility_id: string;
  name: string;
  strain: string;
  origin_project_id: string | null;
  plant_count: number;
  started_at: string;
  start_stage: string;
  start_room_id: string | null;
  notes: string | null;
  current_room_id: string | null;
  current_stage: string;
  stage_started_at: string;
  current_plant_count: number;
  created_at: string;
  updated_at: string;
  room: { room_name: string } | null;
}

/** A facility's lots: running ones first (by start), finished ones after. */
export async function getLots(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_lots')
    .select(LOT_COLUMNS)
    .eq('facility_id', facilityId)
    .order('started_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const lots = data as unknown as Lot[];
  return [
    ...lots.filter((l) => l.current_stage !== 'done'),
    ...lots.filter((l) => l.current_stage === 'done'),
  ];
}

export const getLotsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.lotList(facilityId),
    queryFn: async ({ signal }) => remember(arcaKeys.lotList(facilityId), await getLots(facilityId, signal)),
    ...rememberedData<Lot[]>(arcaKeys.lotList(facilityId)),
  });

export function useLots(facilityId: string | null) {
  return useQuery({ ...getLotsQueryOptions(facilityId ?? ''), enabled: facilityId !== null });
}
