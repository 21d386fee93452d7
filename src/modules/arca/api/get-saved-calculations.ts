import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ArcaToolId } from '../saved-calculation.ts';
import { arcaKeys } from './keys';

const COLUMNS = 'id, tool_id, name, inputs, results, created_at, updated_at';
/** The saved list shows the most recent ones; older ones stay in the database. */
export const SAVED_CALCULATIONS_LIMIT = 50;

/** The user's saved calculations for one tool, most recently changed first. */
export async function getSavedCalculations(userId: string, toolId: ArcaToolId, signal?: AbortSignal) {
  let query = supabase
    .from('saved_calculations')
    .select(COLUMNS)
    .eq('user_id', userId)
    .eq('tool_id', toolId)
    .order('updated_at', { ascending: false })
    .limit(SAVED_CALCULATIONS_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type SavedCalculation = Awaited<ReturnType<typeof getSavedCalculations>>[number];

export const getSavedCalculationsQueryOptions = (userId: string, toolId: ArcaToolId) =>
  queryOptions({
    queryKey: arcaKeys.savedCalculationList(userId, toolId),
    queryFn: ({ signal }) => getSavedCalculations(userId, toolId, signal),
  });

export function useSavedCalculations(userId: string, toolId: ArcaToolId) {
  return useQuery(getSavedCalculationsQueryOptions(userId, toolId));
}
