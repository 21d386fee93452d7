// The PostgREST requests of the records screens, as data: the api files hand them to supabase-js,
// the bench sends the very same ones (bench/arca.ts), so what is measured is what ships.
import { KINDS } from './kinds/registry.ts';
import type { RecordKind } from './kinds/types.ts';

export type FilterOp = 'eq' | 'gte' | 'lt' | 'lte' | 'is';

export interface QuerySpec {
  readonly table: string;
  readonly select: string;
  readonly filters: ReadonlyArray<readonly [column: string, op: FilterOp, value: string]>;
  readonly order: ReadonlyArray<{ readonly column: string; readonly ascending: boolean }>;
  /** Rows [from, to], both inclusive (PostgREST Range). */
  readonly range?: readonly [number, number];
  /** Ask for the exact number of matching rows (Prefer: count=exact). */
  readonly count?: boolean;
}

export interface RecordFilters {
  facilityId: string;
  roomId?: string;
  lotId?: string;
  /** The Filters log's water filter (its view's filter_id). */
  filterId?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  status?: 'done' | 'planned';
}

export interface RecordSort {
  /** A column of the kind's view, or 'room' / 'lot' for their names. */
  column: string;
  desc: boolean;
}

export interface PageParams {
  page: number;
  pageSize: number;
}

/** The room of an entry, through the composite foreign key that keeps it in the facility. */
export const ROOM_EMBED = 'room:rooms!arca_entries_facility_id_room_id_fkey(room_name)';
export const LOT_EMBED = 'lot:arca_lots(name,strain)';
const PLAIN_EMBEDS = [
  'batch:arca_batch_values(*,tank:arca_tanks(name))',
  'fertigation:arca_fertigation_values(*)',
  'application:arca_application_values(*)',
  'application_products:arca_application_items(position,product:arca_protection_products(name))',
  'release:arca_release_values(*)',
  'scouting:arca_scouting_values(*)',
];

const ENVELOPE_SORTS = new Set(['occurred_at', 'status', 'created_at', 'updated_at']);

/** Columns a records list may sort by: the envelope's, the kind's, and room or lot name. */
export function sortableColumns(kind: RecordKind): string[] {
  return [...ENVELOPE_SORTS, 'room', 'lot', ...kind.columns.map((c) => c.key)];
}

function orderFor(kind: RecordKind, sort: RecordSort): QuerySpec['order'] {
  const column = sortableColumns(kind).includes(sort.column) ? sort.column : 'occurred_at';
  const path = column === 'room' ? 'room(room_name)' : column === 'lot' ? 'lot(name)' : column;
  // The id breaks ties, so pages never repeat or skip a row.
  return [
    { column: path, ascending: !sort.desc },
    { column: 'id', ascending: !sort.desc },
  ];
}

function filtersFor(f: RecordFilters): QuerySpec['filters'] {
  const filters: Array<[string, FilterOp, string]> = [['facility_id', 'eq', f.facilityId]];
  if (f.roomId) filters.push(['room_id', 'eq', f.roomId]);
  if (f.lotId) filters.push(['lot_id', 'eq', f.lotId]);
  if (f.filterId) filters.push(['filter_id', 'eq', f.filterId]);
  if (f.from) filters.push(['occurred_at', 'gte', f.from]);
  if (f.to) filters.push(['occurred_at', 'lt', f.to]);
  if (f.status) filters.push(['status', 'eq', f.status]);
  return filters;
}

function recordsSelect(kind: RecordKind): string {
  return ['*', ROOM_EMBED, LOT_EMBED, kind.extraSelect].filter(Boolean).join(',');
}

/** One page of a kind's records list, with the number of matching rows. */
export function recordsListQuery(
  kind: RecordKind,
  params: RecordFilters & PageParams & { sort: RecordSort },
): QuerySpec {
  const start = params.page * params.pageSize;
  return {
    table: kind.view,
    select: recordsSelect(kind),
    filters: filtersFor(params),
    order: orderFor(kind, params.sort),
    range: [start, start + params.pageSize - 1],
    count: true,
  };
}

/** Every matching row of a kind in `pageSize` batches (CSV export), in time order. */
export function recordsBatchQuery(
  kind: RecordKind,
  filters: RecordFilters,
  page: number,
  pageSize: number,
): QuerySpec {
  const start = page * pageSize;
  return {
    table: kind.view,
    select: recordsSelect(kind),
    filters: filtersFor(filters),
    order: [
      { column: 'occurred_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    range: [start, start + pageSize - 1],
  };
}

/** Points of a kind's trend chart: time and the charted columns only, oldest first. */
export function chartQuery(kind: RecordKind, filters: RecordFilters, limit: number): QuerySpec {
  const keys = kind.chart?.groups.flatMap((g) => g.series.map((s) => s.key)) ?? [];
  return {
    table: kind.view,
    select: ['occurred_at', ...new Set(keys)].join(','),
    filters: filtersFor({ ...filters, status: 'done' }),
    order: [{ column: 'occurred_at', ascending: false }],
    range: [0, limit - 1],
  };
}

/** Entries of every kind with their values, newest first: a lot's timeline, a room's history. */
export function entriesQuery(
  where: {
    facilityId?: string;
    lotId?: string;
    roomId?: string;
    from?: string;
    to?: string;
    status?: 'done' | 'planned';
    kind?: string;
  },
  page: PageParams,
  ascending = false,
): QuerySpec {
  const filters: Array<[string, FilterOp, string]> = [];
  if (where.facilityId) filters.push(['facility_id', 'eq', where.facilityId]);
  if (where.lotId) filters.push(['lot_id', 'eq', where.lotId]);
  if (where.roomId) filters.push(['room_id', 'eq', where.roomId]);
  if (where.from) filters.push(['occurred_at', 'gte', where.from]);
  if (where.to) filters.push(['occurred_at', 'lt', where.to]);
  if (where.status) filters.push(['status', 'eq', where.status]);
  if (where.kind) filters.push(['kind', 'eq', where.kind]);
  filters.push(['deleted_at', 'is', 'null']);
  const start = page.page * page.pageSize;
  const values = Object.values(KINDS).map((k) => `${k.kind}:${k.valuesTable}(*)`);
  return {
    table: 'arca_entries',
    select: [
      'id,facility_id,kind,occurred_at,status,notes,photos,room_id,lot_id,version,created_by',
      ROOM_EMBED,
      LOT_EMBED,
      ...values,
      // The logs with their own forms, so a timeline of every log can name and sum them up too
      // (records/plain-summary.ts).
      ...PLAIN_EMBEDS,
    ].join(','),
    filters,
    order: [
      { column: 'occurred_at', ascending },
      { column: 'id', ascending },
    ],
    range: [start, start + page.pageSize - 1],
  };
}

export function lotTimelineQuery(facilityId: string, lotId: string, page: PageParams): QuerySpec {
  return entriesQuery({ facilityId, lotId }, page);
}

/** The spec as a PostgREST path (`view?select=…&…`), as supabase-js would send it. */
export function toPath(spec: QuerySpec): string {
  const params = new URLSearchParams();
  params.set('select', spec.select);
  for (const [column, op, value] of spec.filters) params.append(column, `${op}.${value}`);
  params.set('order', spec.order.map((o) => `${o.column}.${o.ascending ? 'asc' : 'desc'}`).join(','));
  if (spec.range) {
    params.set('offset', String(spec.range[0]));
    params.set('limit', String(spec.range[1] - spec.range[0] + 1));
  }
  return `${spec.table}?${params.toString()}`;
}

export const recordsListPath = (...args: Parameters<typeof recordsListQuery>) =>
  toPath(recordsListQuery(...args));
export const lotTimelinePath = (...args: Parameters<typeof lotTimelineQuery>) =>
  toPath(lotTimelineQuery(...args));
