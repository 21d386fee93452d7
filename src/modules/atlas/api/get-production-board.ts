import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

/** The public board: only what each published facility allowed (anyone, signed in or not). */
export async function getProductionBoard(signal?: AbortSignal) {
  let query = supabase.rpc('atlas_production_board');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type BoardRow = Awaited<ReturnType<typeof getProductionBoard>>[number];

export const getProductionBoardQueryOptions = () =>
  queryOptions({ queryKey: atlasKeys.board(), queryFn: ({ signal }) => getProductionBoard(signal) });
