import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/**
 * Where a lot was at a moment, as its diary's moves record it (public.arca_lot_place_at): the room
 * an entry about the lot is made in. `exceptEntryId` leaves out the entry being edited.
 */
export async function getLotPlace(lotId: string, at: string, exceptEntryId?: string, signal?: AbortSignal) {
  let query = supabase.rpc('arca_lot_place_at', {
    p_lot_id: lotId,
    p_at: at,
    ...(exceptEntryId ? { p_except: exceptEntryId } : {}),
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const row = (data ?? [])[0];
  return row ? { roomId: row.room_id as string | null, stage: row.stage as string | null } : null;
}

export function useLotPlace(lotId: string | null, at: string | null, exceptEntryId?: string) {
  return useQuery(
    queryOptions({
      queryKey: arcaKeys.lotPlace(lotId ?? '', `${at ?? ''}|${exceptEntryId ?? ''}`),
      queryFn: ({ signal }) => getLotPlace(lotId!, at!, exceptEntryId, signal),
      enabled: lotId !== null && at !== null,
      staleTime: 60_000,
      meta: { errorLog: "The lot's room could not be looked up" },
    }),
  );
}
