import { describe, expect, it } from 'vitest';
import { buildCsv } from '@/lib/csv';
import {
  csvDate,
  csvHeaders,
  exportColumns,
  mapHeaders,
  parseCsv,
  parseCsvNumber,
  parseUnit,
  readImportRows,
} from './csv.ts';
import { deviceTimeZone } from '../../../lib/csv-dates.ts';
import { KINDS } from './kinds/registry.ts';
import type { RecordKind, RecordRow } from './kinds/types.ts';
import { DEFAULT_RECORD_UNITS, type RecordUnits } from './units.ts';

const ROOMS = [
  { id: 'r-veg', name: 'Veg Room' },
  { id: 'r-flower', name: 'Flower Room' },
];
const LOTS = [{ id: 'l-1', name: 'WC-03' }];
const NOW = new Date(2026, 2, 31, 12, 0);
// The files' times are read in this device's zone unless the person chooses another.
const ctx = {
  facilityId: 'f1',
  rooms: ROOMS,
  lots: LOTS,
  now: NOW,
  dates: { order: 'ymd', timeZone: deviceTimeZone() },
} as const;

function runoffRow(over: Partial<RecordRow> = {}): RecordRow {
  return {
    id: 'e1',
    facility_id: 'f1',
    room_id: 'r-flower',
    lot_id: null,
    occurred_at: new Date(2026, 2, 1, 9, 5).toISOString(),
    status: 'done',
    notes: 'Drippers, "row 3", cleaned',
    photos: [],
    version: 1,
    created_by: null,
    updated_by: null,
    created_at: '',
    updated_at: '',
    input_volume_l: 1.8,
    runoff_volume_l: 0.36,
    input_ec: 2.2,
    runoff_ec: 3.05,
    input_ph: 5.9,
    runoff_ph: 6.25,
    runoff_pct: 20,
    ec_diff: 0.85,
    ph_diff: 0.35,
    room: { room_name: 'Flower Room' },
    lot: null,
    ...over,
  } as RecordRow;
}

/** The file the records screen writes (src/lib/csv.ts under the kind's export columns). */
async function csvText(kind: RecordKind, rows: RecordRow[], units: RecordUnits, withHeader: boolean) {
  const text = (await buildCsv(exportColumns(kind, units), rows)).join('');
  return withHeader ? text : text.slice(text.indexOf('\r\n') + 2);
}

describe('CSV export', () => {
  it('writes headers with the grower’s units and values converted into them', async () => {
    const units: RecordUnits = { ...DEFAULT_RECORD_UNITS, ec: 'ppm500', volume: 'mL' };
    expect(csvHeaders(KINDS.runoff, units)).toEqual([
      'Date',
      'Room',
      'Lot',
      'Status',
      'Volume applied (mL)',
      'Volume drained (mL)',
      'Input EC (ppm 500)',
      'Runoff EC (ppm 500)',
      'Input pH',
      'Runoff pH',
      'Runoff %',
      'EC Δ (ppm 500)',
      'pH Δ',
      'Notes',
      'Override reason',
    ]);
    const text = await csvText(KINDS.runoff, [runoffRow()], units, false);
    expect(text).toBe(
      '2026-03-01 09:05,Flower Room,,Done,1800,360,1100,1525,5.9,6.25,20,425,0.35,"Drippers, ""row 3"", cleaned",\r\n',
    );
  });

  it('writes diary choices as their labels and the destination room by name', async () => {
    const row = {
      ...runoffRow(),
      event: 'flip',
      title: 'Flip',
      to_room_id: 'r-flower',
      to_stage: 'flower',
      plant_count: null,
      to_room: { room_name: 'Flower Room' },
    } as RecordRow;
    expect(await csvText(KINDS.diary, [row], DEFAULT_RECORD_UNITS, false)).toContain(
      ',Flip to flower,Flip,Flower Room,Flower,,',
    );
  });

  it('keeps a negative difference a number, not a neutralised formula', async () => {
    const text = await csvText(KINDS.runoff, [runoffRow({ ec_diff: -0.3 })], DEFAULT_RECORD_UNITS, false);
    expect(text).toContain(',-0.3,');
  });

  it('prints dates as local minutes', () => {
    expect(csvDate(new Date(2026, 0, 2, 3, 4, 59).toISOString())).toBe('2026-01-02 03:04');
  });
});

describe('CSV import', () => {
  it('reads back what it exported: same units, same values, same place', async () => {
    const units: RecordUnits = { ...DEFAULT_RECORD_UNITS, ec: 'ppm700', volume: 'gal' };
    const text = await csvText(KINDS.runoff, [runoffRow()], units, true);
    const { headers, rows } = parseCsv(text);
    const mapping = mapHeaders(KINDS.runoff, headers, DEFAULT_RECORD_UNITS);
    expect(mapping.problems).toEqual([]);
    expect(mapping.ignored).toEqual([]);
    expect(mapping.units).toMatchObject({ ec: 'ppm700', volume: 'gal' });
    const [row] = readImportRows(KINDS.runoff, mapping, rows, ctx);
    expect(row!.issues).toEqual([]);
    expect(row!.payload!.room_id).toBe('r-flower');
    expect(row!.payload!.occurred_at).toBe(new Date(2026, 2, 1, 9, 5).toISOString());
    const v = row!.payload!.values as Record<string, number>;
    expect(v.input_volume_l).toBeCloseTo(1.8, 5);
    expect(v.runoff_ec).toBeCloseTo(3.05, 2);
    expect(v.runoff_ph).toBe(6.25);
  });

  it('understands other spellings and reports each bad cell on its line', () => {
    const text = [
      'Timestamp,Room,Applied (L),Drain (L),EC in (mS/cm),pH out,Sensor id',
      '2026-03-02 08:00,flower room,2,0.4,2.1,6.1,A7',
      '2026-03-03 08:00,Attic,2,abc,2.1,6.1,A7',
      '03/04/2026,Veg Room,0,0.4,25,6.1,A7',
      '2026-03-05 08:00,Veg Room,2,,2.1,,A7',
    ].join('\n');
    const { headers, rows } = parseCsv(text);
    const mapping = mapHeaders(KINDS.runoff, headers, DEFAULT_RECORD_UNITS);
    expect(mapping.ignored).toEqual(['Sensor id']);
    const result = readImportRows(KINDS.runoff, mapping, rows, ctx);
    expect(result.map((r) => [r.line, r.issues])).toEqual([
      [2, []],
      [
        3,
        [
          { column: 'Room', message: 'No room called "Attic" in this facility' },
          { column: 'Drain (L)', message: '"abc" is not a number' },
        ],
      ],
      [
        4,
        [
          { column: 'Timestamp', message: 'Write dates as 2026-03-01 09:30, not "03/04/2026"' },
          { column: 'Volume applied', message: 'Enter a volume greater than 0' },
          { column: 'Input EC', message: 'Enter an EC between 0 and 20 mS/cm' },
        ],
      ],
      [5, [{ column: 'Volume drained', message: 'Enter a volume' }]],
    ]);
    expect(result[0]!.payload?.room_id).toBe('r-flower');

    // Excel's en-US default, read month-first in the zone chosen for the file.
    const us = parseCsv('Date,Room,Applied (L),Drain (L)\n11/14/2026 8:00 AM,Veg Room,2,0.4\n');
    const [usRow] = readImportRows(
      KINDS.runoff,
      mapHeaders(KINDS.runoff, us.headers, DEFAULT_RECORD_UNITS),
      us.rows,
      {
        ...ctx,
        now: new Date('2026-12-01T00:00:00Z'),
        dates: { order: 'mdy', timeZone: 'America/Denver' },
      },
    );
    expect(usRow!.issues).toEqual([]);
    expect(usRow!.payload!.occurred_at).toBe('2026-11-14T15:00:00.000Z');
  });

  it('says what the file lacks or gets wrong before looking at rows', () => {
    expect(mapHeaders(KINDS.runoff, ['Room', 'Runoff EC (ppm)'], DEFAULT_RECORD_UNITS).problems).toEqual([
      'Say which ppm scale "Runoff EC (ppm)" is on (ppm 500, ppm 640 or ppm 700), or choose it above.',
      'The file needs a Date column (e.g. 2026-03-01 09:30).',
      'The file needs a "Volume applied" column.',
      'The file needs a "Volume drained" column.',
    ]);
    // A ppm column without a scale takes the scale chosen for the import.
    const chosen = { ...DEFAULT_RECORD_UNITS, ec: 'ppm640' as const };
    expect(mapHeaders(KINDS.ppm, ['Date', 'Tank', 'PPM (ppm)'], chosen)).toMatchObject({
      problems: [],
      units: { ec: 'ppm640' },
    });
    expect(mapHeaders(KINDS.ppm, ['Date', 'Date', 'EC (furlongs)'], DEFAULT_RECORD_UNITS).problems).toEqual([
      'Two columns mean the same thing: "Date". Keep one.',
      'The unit of "EC (furlongs)" is not one we know; use mS/cm, ppm 500, ppm 640, ppm 700.',
    ]);
  });

  it('uses the chosen room when the file has no Room column, and diary labels or values', () => {
    const { headers, rows } = parseCsv(
      'Date,Event,Lot,Plants\n2026-03-06 10:00,Cull plants,WC-03,15\n2026-03-07 10:00,topping,,\n',
    );
    const mapping = mapHeaders(KINDS.diary, headers, DEFAULT_RECORD_UNITS);
    const result = readImportRows(KINDS.diary, mapping, rows, { ...ctx, defaultRoomId: 'r-veg' });
    expect(result.map((r) => r.payload?.values)).toEqual([
      {
        event: 'cull',
        title: null,
        to_room_id: null,
        to_stage: null,
        plant_count: 15,
      },
      {
        event: 'topping',
        title: null,
        to_room_id: null,
        to_stage: null,
        plant_count: null,
      },
    ]);
    expect(result[0]!.payload).toMatchObject({ room_id: 'r-veg', lot_id: 'l-1' });
  });
});

describe('parsing helpers', () => {
  it('reads thousands separators, decimal commas and refuses words', () => {
    expect(parseCsvNumber('1,234.5')).toBe(1234.5);
    expect(parseCsvNumber('1,5')).toBe(1.5);
    expect(parseCsvNumber('1,500')).toBe(1500);
    expect(parseCsvNumber(' 0.25 ')).toBe(0.25);
    expect(parseCsvNumber('-3')).toBe(-3);
    expect(parseCsvNumber('1e3')).toBeNaN();
    expect(parseCsvNumber('twelve')).toBeNaN();
  });

  it('knows units by their usual spellings', () => {
    expect(parseUnit('ec', 'mS/cm')).toBe('mS/cm');
    expect(parseUnit('ec', 'ppm 500')).toBe('ppm500');
    expect(parseUnit('ec', 'PPM')).toBe('ppm');
    expect(parseUnit('volume', 'Gallons')).toBe('gal');
    expect(parseUnit('temperature', '°F')).toBe('F');
    expect(parseUnit('volume', 'bushels')).toBeUndefined();
  });

  it('ignores a byte-order mark and blank lines', () => {
    expect(parseCsv('\uFEFFDate,Room\n\n2026-03-01 09:00,Veg Room\n')).toEqual({
      headers: ['Date', 'Room'],
      rows: [['2026-03-01 09:00', 'Veg Room']],
      errors: [],
    });
  });
});
