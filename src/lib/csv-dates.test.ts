import { describe, expect, it } from 'vitest';
import {
  guessDateOrder,
  localeDateOrder,
  parseCsvDate,
  parseCsvDateTime,
  timeZoneChoices,
  timeZoneLabel,
} from './csv-dates';

const utc = { order: 'mdy', timeZone: 'UTC' } as const;

describe('parseCsvDateTime', () => {
  it('reads Excel’s en-US default, 11/14/2026 8:00 AM, in the zone chosen', () => {
    expect(parseCsvDateTime('11/14/2026 8:00 AM', utc)).toBe('2026-11-14T08:00:00.000Z');
    expect(parseCsvDateTime('11/14/2026 8:00 PM', utc)).toBe('2026-11-14T20:00:00.000Z');
    expect(parseCsvDateTime('11/14/2026 12:05 am', utc)).toBe('2026-11-14T00:05:00.000Z');
    // Denver is UTC−7 in November: 8 AM there is 15:00 UTC.
    expect(parseCsvDateTime('11/14/2026 8:00 AM', { order: 'mdy', timeZone: 'America/Denver' })).toBe(
      '2026-11-14T15:00:00.000Z',
    );
    expect(parseCsvDateTime('2026-11-14 08:00', { order: 'mdy', timeZone: 'Europe/Berlin' })).toBe(
      '2026-11-14T07:00:00.000Z',
    );
  });

  it('reads a year-last date in the order chosen, a year-first date one way', () => {
    expect(parseCsvDateTime('03/04/2026 09:30', { order: 'mdy', timeZone: 'UTC' })).toBe(
      '2026-03-04T09:30:00.000Z',
    );
    expect(parseCsvDateTime('03/04/2026 09:30', { order: 'dmy', timeZone: 'UTC' })).toBe(
      '2026-04-03T09:30:00.000Z',
    );
    expect(parseCsvDateTime('14.11.2026 09:30', { order: 'dmy', timeZone: 'UTC' })).toBe(
      '2026-11-14T09:30:00.000Z',
    );
    expect(parseCsvDateTime('2026/11/14T09:30:15', { order: 'dmy', timeZone: 'UTC' })).toBe(
      '2026-11-14T09:30:15.000Z',
    );
    expect(parseCsvDateTime('14/11/2026 09:30', { order: 'mdy', timeZone: 'UTC' })).toBeNull();
  });

  it('takes a time with an offset as written, and Unix seconds and milliseconds', () => {
    const berlin = { order: 'ymd', timeZone: 'Europe/Berlin' } as const;
    expect(parseCsvDateTime('2026-11-14T08:00:00Z', berlin)).toBe('2026-11-14T08:00:00.000Z');
    expect(parseCsvDateTime('2026-11-14T08:00-05:00', berlin)).toBe('2026-11-14T13:00:00.000Z');
    expect(parseCsvDateTime('1794643200', berlin)).toBe('2026-11-14T08:00:00.000Z');
    expect(parseCsvDateTime('1794643200000', berlin)).toBe('2026-11-14T08:00:00.000Z');
  });

  it('refuses what is not a moment: no such day, no such hour in that zone, nonsense', () => {
    expect(parseCsvDateTime('2026-02-30 08:00', utc)).toBeNull();
    expect(parseCsvDateTime('13/45/2026', utc)).toBeNull();
    expect(parseCsvDateTime('11/14/2026 13:00 PM', utc)).toBeNull();
    expect(parseCsvDateTime('11/14/26 8:00', utc)).toBeNull();
    expect(parseCsvDateTime('yesterday', utc)).toBeNull();
    expect(parseCsvDateTime('', utc)).toBeNull();
    // New York skipped from 2:00 to 3:00 on 8 March 2026.
    expect(parseCsvDateTime('2026-03-08 02:30', { order: 'ymd', timeZone: 'America/New_York' })).toBeNull();
  });
});

describe('parseCsvDate', () => {
  it('reads a day in the order chosen and refuses a time or a day that does not exist', () => {
    expect(parseCsvDate('11/14/2026', 'mdy')).toBe('2026-11-14');
    expect(parseCsvDate('14/11/2026', 'dmy')).toBe('2026-11-14');
    expect(parseCsvDate('2026-11-14', 'dmy')).toBe('2026-11-14');
    expect(parseCsvDate('2026-02-29', 'ymd')).toBeNull();
    expect(parseCsvDate('2028-02-29', 'ymd')).toBe('2028-02-29');
    expect(parseCsvDate('2026-11-14 08:00', 'ymd')).toBeNull();
  });
});

describe('guessDateOrder', () => {
  it('lets the file settle the order when a day is past 12, and says when it cannot', () => {
    expect(guessDateOrder(['11/14/2026 8:00 AM', '11/15/2026 8:00 AM'], 'en-GB')).toEqual({
      possible: ['mdy'],
      order: 'mdy',
    });
    expect(guessDateOrder(['14/11/2026 08:00'], 'en-US')).toEqual({ possible: ['dmy'], order: 'dmy' });
    expect(guessDateOrder(['03/04/2026 08:00'], 'en-US')).toEqual({ possible: ['mdy', 'dmy'], order: 'mdy' });
    expect(guessDateOrder(['03/04/2026 08:00'], 'de-DE')).toEqual({ possible: ['mdy', 'dmy'], order: 'dmy' });
    expect(guessDateOrder(['2026-11-14 08:00', ''], 'en-US')).toEqual({ possible: ['ymd'], order: 'ymd' });
  });

  it('knows the locales’ own orders', () => {
    expect(localeDateOrder('en-US')).toBe('mdy');
    expect(localeDateOrder('en-GB')).toBe('dmy');
    expect(localeDateOrder('sv-SE')).toBe('ymd');
  });
});

describe('time zones', () => {
  it('offers UTC and the device’s zone first, and labels a zone with its offset that day', () => {
    const choices = timeZoneChoices('America/Denver');
    expect(choices.slice(0, 2)).toEqual(['UTC', 'America/Denver']);
    expect(new Set(choices).size).toBe(choices.length);
    expect(timeZoneLabel('America/Denver', new Date('2026-11-14T12:00:00Z'))).toBe(
      'America/Denver (UTC−07:00)',
    );
    expect(timeZoneLabel('America/Denver', new Date('2026-07-14T12:00:00Z'))).toBe(
      'America/Denver (UTC−06:00)',
    );
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });
});
