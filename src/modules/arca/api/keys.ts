import type { RecordFilters } from '../records/queries.ts';
import type { ArcaToolId } from '../saved-calculation.ts';

export const arcaKeys = {
  all: ['arca'] as const,
  savedCalculations: () => [...arcaKeys.all, 'saved-calculations'] as const,
  savedCalculationList: (userId: string, toolId: ArcaToolId) =>
    [...arcaKeys.savedCalculations(), userId, toolId] as const,
  /** Every cached read of records: lists, charts, entries, histories and timelines. */
  records: () => [...arcaKeys.all, 'records'] as const,
  recordKind: (kind: string) => [...arcaKeys.records(), kind] as const,
  recordList: (kind: string, params: object) => [...arcaKeys.recordKind(kind), 'list', params] as const,
  recordChart: (kind: string, filters: RecordFilters) =>
    [...arcaKeys.recordKind(kind), 'chart', filters] as const,
  recordLast: (kind: string, facilityId: string) =>
    [...arcaKeys.recordKind(kind), 'last', facilityId] as const,
  entry: (kind: string, id: string) => [...arcaKeys.recordKind(kind), 'entry', id] as const,
  entryHistory: (id: string) => [...arcaKeys.records(), 'history', id] as const,
  /** Timelines across kinds: a lot's, a room's, today's, what is due. */
  entries: (where: object) => [...arcaKeys.records(), 'entries', where] as const,
  deleted: (kind: string, facilityId: string) =>
    [...arcaKeys.recordKind(kind), 'deleted', facilityId] as const,
  lots: () => [...arcaKeys.all, 'lots'] as const,
  lotList: (facilityId: string) => [...arcaKeys.lots(), 'list', facilityId] as const,
  lot: (lotId: string) => [...arcaKeys.lots(), 'one', lotId] as const,
  places: (userId: string) => [...arcaKeys.all, 'places', userId] as const,
};
