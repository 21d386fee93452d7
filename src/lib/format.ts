// The one place dates, times, money, numbers and units become text. Every formatter takes the
// locale (default: the app's, en-US, whose patterns the spec writes out, e.g. 'MMM d, yyyy at
// h:mm a'); Intl does the locale work, so a future language setting changes every screen at once.
// Missing or invalid values read as '—'.
import { formatDistance } from 'date-fns';

export const APP_LOCALE = 'en-US';
export const EMPTY = '—';

export type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A Date for a value, or null. A date-only string ('2026-03-04', a `date` column) is a calendar day,
 * so it is read as local midnight: no time zone can move it to the day before.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

export interface DateOptions {
  /** 'Jan 5, 2026' (default) or 'January 5, 2026'. */
  month?: 'short' | 'long';
  /** Leave the year out: 'Jan 5'. */
  withoutYear?: boolean;
  /** Lead with the weekday: 'Mon, Jan 5, 2026' (or 'Monday, Jan 5, 2026' with 'long'). */
  weekday?: boolean | 'long';
  /** Read the instant in this IANA zone (default: the viewer's). */
  timeZone?: string;
  locale?: string;
}

function dateParts(options: DateOptions): Intl.DateTimeFormatOptions {
  return {
    month: options.month ?? 'short',
    day: 'numeric',
    ...(options.withoutYear ? {} : { year: 'numeric' }),
    ...(options.weekday ? { weekday: options.weekday === 'long' ? 'long' : 'short' } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  };
}

/** 'Jan 5, 2026'. */
export function formatDate(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat(options.locale ?? APP_LOCALE, dateParts(options)).format(date) : EMPTY;
}

/** '3:00 PM'. */
export function formatTime(value: DateInput, options: Pick<DateOptions, 'timeZone' | 'locale'> = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return dateFormat(options.locale ?? APP_LOCALE, {
    hour: 'numeric',
    minute: '2-digit',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** 'Jan 5, 2026 at 3:00 PM' (the spec's 'MMM d, yyyy at h:mm a'). */
export function formatDateTime(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return `${formatDate(date, options)} at ${formatTime(date, options)}`;
}

/** The time alone for a moment today ("2:02 PM"), the date and time for any other day. */
export function shortTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return date.toDateString() === new Date().toDateString() ? formatTime(date) : formatDateTime(date);
}

/**
 * '5 minutes ago', 'in 2 days'. A moment a little ahead of this device's clock (another machine
 * wrote it) reads as 'less than a minute ago' rather than as the future when `pastOnly` is set.
 */
export function formatRelative(value: DateInput, options: { now?: Date; pastOnly?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const now = options.now ?? new Date();
  const when = options.pastOnly && date.getTime() > now.getTime() ? now : date;
  return formatDistance(when, now, { addSuffix: true });
}

/** 'YYYY-MM-DD' of the local calendar day (file names, date inputs). */
export function formatIsoDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface MoneyOptions {
  currency?: string;
  /** 'whole' rounds to whole units ('$150', hourly rates); 'cents' always shows two ('$187.50'). */
  precision?: 'whole' | 'cents';
  locale?: string;
}

/** '$1,234.50' (or '$1,235' with precision 'whole'). */
export function formatMoney(amount: number | null | undefined, options: MoneyOptions = {}): string {
  const value = Number(amount);
  if (amount === null || amount === undefined || !Number.isFinite(value)) return EMPTY;
  const whole = options.precision === 'whole';
  return numberFormat(options.locale ?? APP_LOCALE, {
    style: 'currency',
    currency: options.currency ?? 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(whole ? Math.round(value) : value);
}

/** '1,234.57': grouping and at most `maxDecimals` decimals; never '-0'. */
export function formatNumber(
  value: number | null | undefined,
  maxDecimals = 2,
  options: { locale?: string; minDecimals?: number } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  const text = numberFormat(options.locale ?? APP_LOCALE, {
    maximumFractionDigits: maxDecimals,
    minimumFractionDigits: Math.min(options.minDecimals ?? 0, maxDecimals),
  }).format(value);
  // Intl prints "-0" for tiny negatives that round to zero.
  return /^-0([.,]0*)?$/.test(text) ? text.slice(1) : text;
}

/** '12.5 L', '24 °C', '120 %': the number, a space, the unit (SI style). */
export function formatUnit(
  value: number | null | undefined,
  unit: string,
  maxDecimals = 2,
  options: { locale?: string } = {},
): string {
  const text = formatNumber(value, maxDecimals, options);
  return text === EMPTY ? EMPTY : `${text} ${unit}`;
}

/**
 * '5 MB', '850 KB', '1.5 MB' (a decimal only under 10, and only when it is not .0). Forcing `unit`
 * always shows one decimal ('12.0 KB'), for sizes listed side by side.
 */
export function formatBytes(
  bytes: number,
  options: { unit?: 'B' | 'KB' | 'MB'; locale?: string } = {},
): string {
  const unit = options.unit ?? (bytes >= 1024 * 1024 ? 'MB' : bytes >= 1024 ? 'KB' : 'B');
  const scaled = unit === 'MB' ? bytes / (1024 * 1024) : unit === 'KB' ? bytes / 1024 : bytes;
  if (unit === 'B') return formatUnit(scaled, unit, 0, options);
  if (options.unit) return `${formatNumber(scaled, 1, { ...options, minDecimals: 1 })} ${unit}`;
  return formatUnit(scaled, unit, scaled < 10 ? 1 : 0, options);
}

/** A count with its noun, singular for one: "1 hour", "48 hours", "1,204 readings". */
export function formatCount(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count, 0)} ${count === 1 ? one : many}`;
}
