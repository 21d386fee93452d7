import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { Hold } from '../protection/holds.ts';
import { arcaKeys } from './keys';

/** An entry as the database's one decision reads it (public.arca_entry_holds). */
export interface EntryHoldsRequest {
  kind: string;
  roomId: string | null;
  lotId: string | null;
  /** ISO instant. */
  at: string;
  /** The kind's values the decision reads: a diary's event, destination and stage; a species. */
  values: Record<string, unknown>;
  /** The entry being edited, left out of its lot's moves. */
  entryId?: string | null;
}

/**
 * The running intervals an entry like this would break, asked before saving so the form can ask
 * for the reason with the database's own words. Reads as the caller (RLS decides).
 */
export async function getEntryHolds(request: EntryHoldsRequest, signal?: AbortSignal): Promise<Hold[]> {
  let query = supabase.rpc('arca_entry_holds', {
    p_kind: request.kind,
    p_room_id: request.roomId as string,
    p_lot_id: request.lotId as string,
    p_at: request.at,
    p_values: request.values as Json,
    p_entry_id: (request.entryId ?? null) as string,
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []) as Hold[];
}

const DECISION_KEYS = ['event', 'to_room_id', 'to_stage', 'species'];

export const getEntryHoldsQueryOptions = (request: EntryHoldsRequest) => {
  // Only what the decision reads is part of the key, so typing a reading does not ask again.
  const values = Object.fromEntries(
    DECISION_KEYS.filter((k) => request.values[k] !== undefined && request.values[k] !== '').map((k) => [
      k,
      request.values[k],
    ]),
  );
  const keyed = { ...request, values };
  return queryOptions({
    queryKey: arcaKeys.entryHolds(keyed),
    queryFn: ({ signal }) => getEntryHolds(keyed, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    meta: { errorLog: 'The intervals of an entry could not be checked before saving' },
  });
};

/** null: nothing to ask yet (no room or lot, no time, a planned entry). */
export function useEntryHolds(request: EntryHoldsRequest | null) {
  return useQuery({
    ...getEntryHoldsQueryOptions(request ?? { kind: '', roomId: null, lotId: null, at: '', values: {} }),
    enabled: request !== null,
  });
}
