import type { QueryClient } from '@tanstack/react-query';
import { arcaKeys } from './keys';

/**
 * After a log's entries change: that log's lists, charts and entries, every timeline and the recently
 * deleted list (they mix kinds), and, for the diary, the lots (their room and stage are derived from diary events).
 */
export function invalidateRecords(queryClient: QueryClient, kind: string, entryIds: readonly string[] = []) {
  const keys: ReadonlyArray<readonly unknown[]> = [
    arcaKeys.recordKind(kind),
    [...arcaKeys.records(), 'entries'],
    [...arcaKeys.records(), 'deleted'],
    ...entryIds.map((id) => arcaKeys.entryHistory(id)),
    ...(kind === 'diary' ? [arcaKeys.lots()] : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
