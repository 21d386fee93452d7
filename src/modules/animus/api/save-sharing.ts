import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PublishableField } from '../library-schemas';
import { animusKeys } from './keys';

export interface SharingInput {
  cultivarId: string;
  shared: boolean;
  published: boolean;
  fields: PublishableField[];
}

/** Shares a cultivar with the community and publishes (or withdraws) it with the chosen fields. */
export async function saveSharing({ cultivarId, shared, published, fields }: SharingInput) {
  await supabase
    .from('animus_cultivars')
    .update({ shared, published, published_fields: published ? fields : [] })
    .eq('id', cultivarId)
    .select('id')
    .single()
    .throwOnError();
}

export function useSaveSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSharing,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: animusKeys.library() }),
        queryClient.invalidateQueries({ queryKey: [...animusKeys.all, 'archive'] }),
      ]),
  });
}
