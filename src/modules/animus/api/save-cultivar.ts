import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { CultivarInput } from '../library-schemas';
import { animusKeys } from './keys';

export interface SaveCultivarInput {
  /** The cultivar's id in edit mode. */
  id?: string;
  values: CultivarInput;
}

/** Adds a cultivar owned by the caller, or edits one; returns its id and name. */
export async function saveCultivar({ id, values }: SaveCultivarInput) {
  const { data } = id
    ? await supabase
        .from('animus_cultivars')
        .update(values)
        .eq('id', id)
        .select('id, name')
        .single()
        .throwOnError()
    : await supabase.from('animus_cultivars').insert(values).select('id, name').single().throwOnError();
  return data;
}

export function useSaveCultivar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCultivar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.library() }),
  });
}
