// A records screen's filters as they live in the URL (?facility=…&room=…&lot=…&filter=…&period=30d or
// &from=2026-03-01&to=2026-03-31), so a filtered list can be reloaded, bookmarked and shared.

export const PERIODS = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: 'all', label: 'All time', days: null },
  { value: 'custom', label: 'Custom dates', days: null },
] as const;
export type Period = (typeof PERIODS)[number]['value'];
export const DEFAULT_PERIOD: Period = '30d';

export interface UrlFilters {
  facility?: string;
  room?: string;
  lot?: string;
  /** A log's equipment: the Filters log's water filter. */
  filter?: string;
  period: Period;
  /** Local calendar days, inclusive, for a custom period. */
  from?: string;
  to?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters; anything malformed is dropped rather than sent to the server. */
export function readUrlFilters(params: URLSearchParams): UrlFilters {
  const id = (key: string) => {
    const v = params.get(key);
    return v && UUID.test(v) ? v : undefined;
  };
  const day = (key: string) => {
    const v = params.get(key);
    return v && DAY.test(v) && !Number.isNaN(new Date(`${v}T00:00`).getTime()) ? v : undefined;
  };
  const raw = params.get('period');
  const period = PERIODS.some((p) => p.value === raw) ? (raw as Period) : DEFAULT_PERIOD;
  return {
    facility: id('facility'),
    room: id('room'),
    lot: id('lot'),
    filter: id('filter'),
    period,
    from: day('from'),
    to: day('to'),
  };
}

/** The search params for `filters`; the default period is left out to keep URLs short. */
export function writeUrlFilters(filters: UrlFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['facility', 'room', 'lot', 'filter', 'period', 'from', 'to'] as const)
    params.delete(key);
  if (filters.facility) params.set('facility', filters.facility);
  if (filters.room) params.set('room', filters.room);
  if (filters.lot) params.set('lot', filters.lot);
  if (filters.filter) params.set('filter', filters.filter);
  if (filters.period !== DEFAULT_PERIOD) params.set('period', filters.period);
  if (filters.period === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  return params;
}

/**
 * The instants a period covers: from inclusive, to exclusive. A preset counts back from the start
 * of today (local) so the list does not move while it is open; a custom range covers whole days.
 */
export function periodRange(filters: UrlFilters, now = new Date()): { from?: string; to?: string } {
  if (filters.period === 'custom') {
    const start = filters.from ? new Date(`${filters.from}T00:00`) : undefined;
    const end = filters.to ? new Date(`${filters.to}T00:00`) : undefined;
    end?.setDate(end.getDate() + 1);
    return { from: start?.toISOString(), to: end?.toISOString() };
  }
  const days = PERIODS.find((p) => p.value === filters.period)?.days;
  if (!days) return {};
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  start.setDate(start.getDate() - (days - 1));
  return { from: start.toISOString() };
}
