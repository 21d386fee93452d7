import { HAPPENED_MESSAGES } from '../../lib/happened.ts';
import { describe, expect, it } from 'vitest';
import { checkRow, metricOfHeader, planImport, toCanonical } from './csv-import';

describe('CSV import plan', () => {
  it('maps AROYA-, TrolMaster- and Growlink-style headers to metrics', () => {
    expect(metricOfHeader('Temperature (°F)')).toBe('air_temp');
    expect(metricOfHeader('Air Temp')).toBe('air_temp');
    expect(metricOfHeader('Substrate Temp')).toBe('substrate_temp');
    expect(metricOfHeader('RH (%)')).toBe('rh');
    expect(metricOfHeader('Humidity')).toBe('rh');
    expect(metricOfHeader('CO2 (ppm)')).toBe('co2');
    expect(metricOfHeader('PAR')).toBe('ppfd');
    expect(metricOfHeader('VWC (%)')).toBe('vwc');
    expect(metricOfHeader('Pore EC (mS/cm)')).toBe('substrate_ec');
    expect(metricOfHeader('Feed EC')).toBeNull();
    expect(metricOfHeader('VPD (kPa)')).toBeNull();
    expect(metricOfHeader('Device')).toBeNull();
  });

  it('reads units from the header, else guesses them from the values and says so', () => {
    const plan = planImport(
      ['Timestamp', 'Temp (°F)', 'RH', 'EC', 'Soil Temp', 'VWC'],
      [
        { Timestamp: '', 'Temp (°F)': '78', RH: '55', EC: '2800', 'Soil Temp': '70.5', VWC: '0.45' },
        { Timestamp: '', 'Temp (°F)': '79', RH: '56', EC: '2900', 'Soil Temp': '71', VWC: '0.5' },
      ],
    );
    expect(plan.timeColumn).toBe('Timestamp');
    expect(plan.columns.map((c) => [c.metric, c.unit, c.guessed])).toEqual([
      ['air_temp', 'F', false],
      ['rh', 'canonical', false],
      ['substrate_ec', 'µS/cm', true],
      ['substrate_temp', 'F', true],
      ['vwc', 'fraction', true],
    ]);
  });

  it('converts to canonical units', () => {
    expect(toCanonical(212, 'F')).toBeCloseTo(100, 10);
    expect(toCanonical(32, 'F')).toBe(0);
    expect(toCanonical(2500, 'µS/cm')).toBe(2.5);
    expect(toCanonical(0.42, 'fraction')).toBeCloseTo(42, 10);
    expect(toCanonical(21.5, 'C')).toBe(21.5);
  });
});

const UTC = { order: 'ymd', timeZone: 'UTC' } as const;

describe('CSV import rows', () => {
  it('reads a time without an offset in the zone chosen for the file (a UTC export stays UTC)', () => {
    const plan = planImport(['Timestamp', 'Temp (°C)'], []);
    const at = (timeZone: string, order: 'mdy' | 'dmy' = 'mdy') =>
      checkRow({ Timestamp: '11/01/2026 2:05 PM', 'Temp (°C)': '24' }, plan, 2, { order, timeZone }).at;
    expect(at('UTC')).toBe('2026-11-01T14:05:00.000Z');
    expect(at('America/Chicago')).toBe('2026-11-01T20:05:00.000Z');
    expect(at('UTC', 'dmy')).toBe('2026-01-11T14:05:00.000Z');
  });

  it('checks every value and says what is wrong with a row', () => {
    const plan = planImport(['Time', 'Temp (°F)', 'RH (%)', 'CO2'], []);
    const now = Date.parse('2026-11-02T00:00:00Z');
    const good = checkRow(
      { Time: '2026-11-01 14:05', 'Temp (°F)': '77', 'RH (%)': '', CO2: '900' },
      plan,
      2,
      UTC,
      now,
    );
    expect(good.errors).toEqual([]);
    expect(good.values).toEqual([
      { metric: 'air_temp', value: 25 },
      { metric: 'co2', value: 900 },
    ]);
    const bad = checkRow({ Time: 'soon', 'Temp (°F)': 'hot', 'RH (%)': '140', CO2: '900' }, plan, 3, UTC);
    expect(bad.line).toBe(3);
    expect(bad.errors).toEqual([
      '“soon” is not a date and time.',
      'Temp (°F): “hot” is not a number.',
      'Relative humidity must be between 0 and 100 %.',
    ]);
    const empty = checkRow(
      { Time: '2026-11-01 14:05', 'Temp (°F)': '', 'RH (%)': 'n/a', CO2: '' },
      plan,
      4,
      UTC,
      now,
    );
    expect(empty.errors).toEqual(['No readings in this row.']);
  });

  it('refuses a reading hours ahead of now (a controller clock set wrong), in the database’s words', () => {
    const plan = planImport(['Time', 'Temp (°C)'], []);
    const now = Date.parse('2026-11-01T12:00:00Z');
    const ahead = checkRow({ Time: '2026-11-01T15:00:00Z', 'Temp (°C)': '24' }, plan, 2, UTC, now);
    expect(ahead.errors).toEqual([HAPPENED_MESSAGES.prometheus_readings_not_in_future]);
    // Within the clock skew the database allows: taken.
    expect(checkRow({ Time: '2026-11-01T12:10:00Z', 'Temp (°C)': '24' }, plan, 3, UTC, now).errors).toEqual(
      [],
    );
  });
});
