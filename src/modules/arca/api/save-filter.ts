import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { arcaKeys } from './keys';

export type FilterInput = Pick<
  TablesInsert<'arca_filters'>,
  'facility_id' | 'name' | 'filter_type' | 'change_interval_days' | 'installed_on' | 'archived' | 'notes'
>;

/** Adds a filter, or changes one (with `id`); a filter never moves to another facility. */
export async function saveFilter(input: FilterInput & { id?: string }) {
  const { id, facility_id, ...changes } = input;
  const request = id
    ? supabase.from('arca_filters').update(changes).eq('id', id)
    : supabase.from('arca_filters').insert({ facility_id, ...changes });
  const { data } = await request.select('id').single().throwOnError();
  return data;
}

export function useSaveFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFilter,
    // The filter list and the records' places (which carry the filters' names).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: arcaKeys.recordKind('filter') }),
        queryClient.invalidateQueries({ queryKey: arcaKeys.allFilterPlaces() }),
      ]),
  });
}
