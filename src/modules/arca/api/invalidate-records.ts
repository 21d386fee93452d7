import type { QueryClient } from '@tanstack/react-query';
import { arcaKeys } from './keys';

const MOVES_STOCK = new Set(['batch', 'fertigation', 'application']);

/**
 * After a log's entries change: that log's lists, charts and entries, every timeline and the recently
 * deleted list (they mix kinds), for the diary, the lots (their room and stage are derived from diary
 * events, and so their intervals); for a batch, feed or spray, the library (stock, compliance),
 * fertility and room holds.
 */
export function invalidateRecords(queryClient: QueryClient, kind: string, entryIds: readonly string[] = []) {
  const keys: ReadonlyArray<readonly unknown[]> = [
    arcaKeys.recordKind(kind),
    [...arcaKeys.records(), 'entries'],
    [...arcaKeys.records(), 'deleted'],
    ...entryIds.map((id) => arcaKeys.entryHistory(id)),
    // A diary event moves a lot, and with it the intervals that hold it.
    ...(kind === 'diary' ? [arcaKeys.lots(), arcaKeys.lotHolds()] : []),
    // A batch, feed or spray moves stock (and a spray the compliance record); a feed moves
    // fertility; a spray sets a room's REI/PHI.
    ...(MOVES_STOCK.has(kind)
      ? [[...arcaKeys.all, 'library'], [...arcaKeys.all, 'fertility'], arcaKeys.roomHolds()]
      : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
