import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { ArcaToolId, SaveCalculationInput } from '../saved-calculation.ts';
import { arcaKeys } from './keys';

export interface SaveCalculationVariables extends SaveCalculationInput {
  toolId: ArcaToolId;
  inputs: Record<string, unknown>;
  results: Record<string, unknown>;
}

/** Stores a named calculation for the signed-in user (user_id defaults to auth.uid()). */
export async function saveCalculation({ toolId, name, inputs, results }: SaveCalculationVariables) {
  const { data } = await supabase
    .from('saved_calculations')
    .insert({
      tool_id: toolId,
      name: name.trim(),
      inputs: inputs as { [key: string]: Json },
      results: results as { [key: string]: Json },
    })
    .select('id, tool_id, name, inputs, results, created_at, updated_at')
    .single()
    .throwOnError();
  return data;
}

export function useSaveCalculation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalculation,
    onSuccess: (_data, variables) =>
      queryClient.invalidateQueries({ queryKey: arcaKeys.savedCalculationList(userId, variables.toolId) }),
  });
}
