import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ArcaToolId } from '../saved-calculation.ts';
import { arcaKeys } from './keys';

export interface DeleteSavedCalculationVariables {
  id: string;
  toolId: ArcaToolId;
}

export async function deleteSavedCalculation({ id }: DeleteSavedCalculationVariables) {
  await supabase.from('saved_calculations').delete().eq('id', id).throwOnError();
}

export function useDeleteSavedCalculation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedCalculation,
    onSuccess: (_data, variables) =>
      queryClient.invalidateQueries({ queryKey: arcaKeys.savedCalculationList(userId, variables.toolId) }),
  });
}
