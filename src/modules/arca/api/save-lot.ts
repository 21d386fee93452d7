import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { LotInput } from '../records/lot-rules.ts';
import { arcaKeys } from './keys';

export interface SaveLotVariables {
  /** Absent: a new lot. */
  id?: string;
  facilityId: string;
  lot: LotInput;
}

/** Starts or edits a lot; its current room and stage are the database's to derive. */
export async function saveLot({ id, facilityId, lot }: SaveLotVariables) {
  const row = { ...lot };
  const query = id
    ? supabase.from('arca_lots').update(row).eq('id', id)
    : supabase.from('arca_lots').insert({ ...row, facility_id: facilityId });
  const { data } = await query.select('id').single().throwOnError();
  return data.id;
}

export function useSaveLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.lots() }),
  });
}
