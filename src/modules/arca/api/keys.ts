import type { RecordFilters } from '../records/queries.ts';
import type { ArcaToolId } from '../saved-calculation.ts';

export const arcaKeys = {
  all: ['arca'] as const,
  /** Nutrients, crop protection, targets and irrigation plans (issue 16), per facility. */
  library: (facilityId: string) => [...arcaKeys.all, 'library', facilityId] as const,
  fertilizers: (facilityId: string) => [...arcaKeys.library(facilityId), 'fertilizers'] as const,
  tanks: (facilityId: string) => [...arcaKeys.library(facilityId), 'tanks'] as const,
  stock: (facilityId: string) => [...arcaKeys.library(facilityId), 'stock'] as const,
  stockLedger: (facilityId: string, item: object) => [...arcaKeys.stock(facilityId), 'ledger', item] as const,
  protectionProducts: (facilityId: string) =>
    [...arcaKeys.library(facilityId), 'protection-products'] as const,
  compliance: (facilityId: string, range: object) =>
    [...arcaKeys.library(facilityId), 'compliance', range] as const,
  /** Every running interval: the rooms', the lots' (under it, so a spray refreshes both) and an entry's. */
  roomHolds: () => [...arcaKeys.all, 'room-holds'] as const,
  lotHolds: () => [...arcaKeys.roomHolds(), 'lots'] as const,
  entryHolds: (request: object) => [...arcaKeys.roomHolds(), 'entry', request] as const,
  fertility: (roomId: string, range: object) => [...arcaKeys.all, 'fertility', roomId, range] as const,
  targets: () => [...arcaKeys.all, 'targets'] as const,
  targetBands: (facilityId: string) => [...arcaKeys.targets(), 'bands', facilityId] as const,
  roomStages: (facilityId: string) => [...arcaKeys.targets(), 'stages', facilityId] as const,
  irrigationGuides: (facilityId: string) => [...arcaKeys.library(facilityId), 'irrigation-guides'] as const,
  skeletons: (facilityId: string) => [...arcaKeys.library(facilityId), 'skeletons'] as const,
  roomPlans: (facilityId: string) => [...arcaKeys.library(facilityId), 'room-plans'] as const,
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
  /** Under the yields' records, so a logged or edited harvest refreshes the analytics too. */
  yieldPrices: (facilityId: string) => [...arcaKeys.recordKind('yield'), 'prices', facilityId] as const,
  yieldAnalytics: (facilityId: string) => [...arcaKeys.recordKind('yield'), 'analytics', facilityId] as const,
  entry: (kind: string, id: string) => [...arcaKeys.recordKind(kind), 'entry', id] as const,
  entryHistory: (id: string) => [...arcaKeys.records(), 'history', id] as const,
  /** Timelines across kinds: a lot's, a room's, today's, what is due. */
  entries: (where: object) => [...arcaKeys.records(), 'entries', where] as const,
  /** Recently deleted entries of every log, per facility. */
  deleted: (facilityId: string) => [...arcaKeys.records(), 'deleted', facilityId] as const,
  lots: () => [...arcaKeys.all, 'lots'] as const,
  lotList: (facilityId: string) => [...arcaKeys.lots(), 'list', facilityId] as const,
  lot: (lotId: string) => [...arcaKeys.lots(), 'one', lotId] as const,
  lotPlace: (lotId: string, at: string) => [...arcaKeys.lots(), 'place', lotId, at] as const,
  places: (userId: string) => [...arcaKeys.all, 'places', userId] as const,
  /** The water filters of every facility, for the records' places (get-record-places.ts). */
  allFilterPlaces: () => [...arcaKeys.all, 'filter-places'] as const,
  filterPlaces: (userId: string) => [...arcaKeys.allFilterPlaces(), userId] as const,
};
