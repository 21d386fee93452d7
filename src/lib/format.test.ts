import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatMoney,
  formatNumber,
  formatRelative,
  formatTime,
  formatUnit,
  shortTime,
  toDate,
} from './format';

describe('dates', () => {
  const at = new Date(2026, 0, 5, 15, 7);

  it("reads a date-only value as that calendar day, whatever the viewer's zone", () => {
    const d = toDate('2026-03-04')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 2, 4, 0]);
    expect(formatDate('2026-03-04')).toBe('Mar 4, 2026');
  });

  it('writes the spec patterns', () => {
    expect(formatDate(at)).toBe('Jan 5, 2026');
    expect(formatDate(at, { withoutYear: true })).toBe('Jan 5');
    expect(formatDate(at, { weekday: true, withoutYear: true })).toBe('Mon, Jan 5');
    expect(formatDate(at, { month: 'long' })).toBe('January 5, 2026');
    expect(formatTime(at)).toBe('3:07 PM');
    expect(formatDateTime(at)).toBe('Jan 5, 2026 at 3:07 PM');
  });

  it('writes a moment of today as its time alone, of another day with its date', () => {
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    expect(shortTime(today)).toBe('9:05 AM');
    expect(shortTime(at)).toBe('Jan 5, 2026 at 3:07 PM');
  });

  it('reads an instant in a given zone', () => {
    expect(formatDateTime('2026-01-05T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('Jan 6, 2026 at 8:30 AM');
  });

  it('follows the locale it is given', () => {
    expect(formatDate(at, { locale: 'de-DE' })).toBe('5. Jan. 2026');
    expect(formatNumber(1234.5, 2, { locale: 'de-DE' })).toBe('1.234,5');
  });

  it('shows a dash for missing or invalid values', () => {
    for (const v of [null, undefined, '', 'not a date']) {
      expect(formatDate(v)).toBe('—');
      expect(formatDateTime(v)).toBe('—');
    }
    expect(formatIsoDate(null)).toBe('');
  });

  it('writes relative times, keeping a clock a little ahead in the past when asked', () => {
    const now = new Date('2026-01-05T12:00:00Z');
    expect(formatRelative('2026-01-05T11:55:00Z', { now })).toBe('5 minutes ago');
    expect(formatRelative('2026-01-07T12:00:00Z', { now })).toBe('in 2 days');
    expect(formatRelative('2026-01-05T12:00:20Z', { now, pastOnly: true })).toBe('less than a minute ago');
    expect(formatRelative('nope', { now })).toBe('');
  });

  it('writes the local calendar day as YYYY-MM-DD', () => {
    expect(formatIsoDate(new Date(2026, 2, 4, 23, 59))).toBe('2026-03-04');
  });
});

describe('money, numbers and units', () => {
  it('writes money with cents or whole', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(149.6, { precision: 'whole' })).toBe('$150');
    expect(formatMoney(12, { currency: 'EUR' })).toBe('€12.00');
    expect(formatMoney(null)).toBe('—');
  });

  it('groups, caps decimals and never prints -0', () => {
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatNumber(-0.0001, 2)).toBe('0');
    expect(formatNumber(1.5, 2, { minDecimals: 2 })).toBe('1.50');
    expect(formatNumber(Number.NaN)).toBe('—');
  });

  it('puts a space between number and unit', () => {
    expect(formatUnit(12.345, 'L', 1)).toBe('12.3 L');
    expect(formatUnit(120, '%')).toBe('120 %');
    expect(formatUnit(Number.POSITIVE_INFINITY, 'L')).toBe('—');
  });

  it('writes file sizes', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(500)).toBe('500 B');
    expect(formatBytes(12_595, { unit: 'KB' })).toBe('12.3 KB');
    expect(formatBytes(1024, { unit: 'KB' })).toBe('1.0 KB');
  });
});

describe('relative times as the bell shows them', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const relativeTime = (ts: string) => formatRelative(ts, { now, pastOnly: true });

  it.each([
    ['2026-11-22T11:59:40Z', 'less than a minute ago'],
    ['2026-11-22T11:55:00Z', '5 minutes ago'],
    ['2026-11-22T09:00:00Z', 'about 3 hours ago'],
    ['2026-11-20T12:00:00Z', '2 days ago'],
  ])('%s reads %s', (ts, expected) => {
    expect(relativeTime(ts)).toBe(expected);
  });

  it('treats a timestamp from a clock running ahead as just now', () => {
    expect(relativeTime('2026-11-22T12:00:30Z')).toBe('less than a minute ago');
  });

  it('returns nothing for an invalid timestamp', () => {
    expect(relativeTime('not a date')).toBe('');
  });
});

describe('formatCount', () => {
  it('says one in the singular and the rest in the plural', () => {
    expect(formatCount(1, 'hour')).toBe('1 hour');
    expect(formatCount(0, 'hour')).toBe('0 hours');
    expect(formatCount(1204, 'reading')).toBe('1,204 readings');
    expect(formatCount(2, 'day or night', 'days and nights')).toBe('2 days and nights');
  });
});
