// Dates and times in imported CSV files, for every import (the strain library, the records logs,
// sensor readings). A spreadsheet or controller writes a time without saying in which zone it is,
// and a date in the order of its locale (Excel's en-US default is 11/14/2026 8:00 AM), so the
// importer states both and lets the person change them: the zone a time without an offset is read
// in, and whether 03/04/2026 is the 3rd of April or the 4th of March. A time with an offset
// (2026-11-14T08:00Z) is taken as written; 10 or 13 digits are Unix seconds or milliseconds.
import { TZDate } from '@date-fns/tz';

export const DATE_ORDERS = ['ymd', 'mdy', 'dmy'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

export const DATE_ORDER_LABELS: Readonly<Record<DateOrder, string>> = {
  ymd: 'Year-month-day (2026-11-14)',
  mdy: 'Month/day/year (11/14/2026, US)',
  dmy: 'Day/month/year (14/11/2026)',
};

/** How a date and time is written in each order, for a message saying what the import reads. */
export const DATE_EXAMPLES: Readonly<Record<DateOrder, string>> = {
  ymd: '2026-03-01 09:30',
  mdy: '03/01/2026 9:30 AM',
  dmy: '01/03/2026 09:30',
};

export interface CsvDateSettings {
  /** How a date written with slashes, dots or dashes and the year last is read. */
  order: DateOrder;
  /** IANA zone a time without an offset is in, e.g. 'UTC', 'America/Denver'. */
  timeZone: string;
}

/** The zone this device is set to (what a time without an offset meant before it was asked). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, UTC and the device's zone first. */
export function timeZoneChoices(device = deviceTimeZone()): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', device, ...all])];
}

// 2026-11-14, 2026/11/14 (year first: always year-month-day) or 11/14/2026, 14.11.2026 (year last:
// the order decides), then an optional time: 8:00, 08:00:30, 8:00 AM, 8:00pm, with T or a space or
// a comma between.
const DATE_TIME =
  /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})(?:(?:[ T]|,\s*)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:\s*([ap])\.?\s?m\.?)?)?$/i;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** The text had a time of day. */
  timed: boolean;
}

function parts(text: string, order: DateOrder): Parts | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [a, b, c] = [m[1]!, m[2]!, m[3]!];
  let year: number, month: number, day: number;
  if (a.length === 4) [year, month, day] = [+a, +b, +c];
  else if (c.length === 4 && order === 'mdy') [year, month, day] = [+c, +a, +b];
  else if (c.length === 4 && order === 'dmy') [year, month, day] = [+c, +b, +a];
  // Year last but told year-first, or a two-digit year: not a date this import reads.
  else return null;
  let hour = m[4] === undefined ? 0 : +m[4];
  const ampm = m[7]?.toLowerCase();
  if (ampm) {
    if (hour < 1 || hour > 12) return null;
    if (ampm === 'p' && hour < 12) hour += 12;
    if (ampm === 'a' && hour === 12) hour = 0;
  }
  const minute = m[5] === undefined ? 0 : +m[5];
  const second = m[6] === undefined ? 0 : +m[6];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, timed: m[4] !== undefined };
}

/**
 * A date and time cell as an ISO instant, or null when it is not one (or names a day or an hour
 * that does not exist: 2026-02-30, or 02:30 on the night the clocks go forward in that zone).
 */
export function parseCsvDateTime(text: string | undefined, settings: CsvDateSettings): string | null {
  const t = (text ?? '').trim();
  if (/^\d{10}$/.test(t)) return new Date(Number(t) * 1000).toISOString();
  if (/^\d{13}$/.test(t)) return new Date(Number(t)).toISOString();
  if (WITH_OFFSET.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  }
  const p = parts(t, settings.order);
  if (!p) return null;
  const zoned = new TZDate(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, settings.timeZone);
  if (
    Number.isNaN(zoned.getTime()) ||
    zoned.getFullYear() !== p.year ||
    zoned.getMonth() !== p.month - 1 ||
    zoned.getDate() !== p.day ||
    zoned.getHours() !== p.hour ||
    zoned.getMinutes() !== p.minute
  )
    return null;
  return new Date(zoned.getTime()).toISOString();
}

/** A date cell (a day, no time) as YYYY-MM-DD, or null when it is not one. */
export function parseCsvDate(text: string | undefined, order: DateOrder): string | null {
  const p = parts(text ?? '', order);
  if (!p || p.timed) return null;
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day));
  if (day.getUTCMonth() !== p.month - 1) return null;
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** What a file's dates say about their order: settled by the file, or open between several. */
export interface DateOrderGuess {
  /** The orders every date of the file can be read in (one when the file settles it). */
  possible: DateOrder[];
  /** The order to start from: the only possible one, else the locale's. */
  order: DateOrder;
}

/** The locale's own order for a year-last date: US month first, most others day first. */
export function localeDateOrder(locale?: string): DateOrder {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(Date.UTC(2026, 10, 14, 12)))
    .filter((p) => p.type !== 'literal')
    .map((p) => p.type);
  if (parts[0] === 'year') return 'ymd';
  return parts[0] === 'month' ? 'mdy' : 'dmy';
}

/**
 * Which orders a file's date cells allow: 11/14/2026 can only be month-first, 14/11/2026 only
 * day-first, 03/04/2026 either. Year-first dates (2026-11-14) are read one way whatever the order.
 */
export function guessDateOrder(samples: readonly (string | undefined)[], locale?: string): DateOrderGuess {
  const readable = (order: DateOrder) => samples.every((s) => !s?.trim() || parts(s, order) !== null);
  const yearLast = samples.some((s) => {
    const m = DATE_TIME.exec((s ?? '').trim());
    return m !== null && m[1]!.length !== 4;
  });
  if (!yearLast) return { possible: ['ymd'], order: 'ymd' };
  const possible = (['mdy', 'dmy'] as const).filter(readable);
  const preferred = localeDateOrder(locale);
  const order = possible.length === 1 ? possible[0]! : preferred === 'ymd' ? 'dmy' : preferred;
  return { possible: possible.length ? possible : ['mdy', 'dmy'], order };
}

/** How a zone is shown in a choice: "America/Denver (UTC−07:00)" on the date given. */
export function timeZoneLabel(timeZone: string, on = new Date()): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(on)
    .find((p) => p.type === 'timeZoneName')?.value;
  const shown = offset === 'GMT' ? 'UTC' : (offset?.replace('GMT', 'UTC').replace('-', '−') ?? '');
  return timeZone === 'UTC' ? 'UTC' : `${timeZone.replace(/_/g, ' ')} (${shown})`;
}
