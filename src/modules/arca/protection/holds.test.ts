import { describe, expect, it } from 'vitest';
import {
  holdCountdown,
  holdRefusal,
  holdSentence,
  holdsOfError,
  OVERRIDE_ASK,
  roomHoldText,
  UTC_CLOCK,
  type Hold,
} from './holds.ts';

const now = new Date('2026-03-01T08:00:00Z');
const rei: Hold = {
  hold: 'rei',
  room_name: 'Flower 1',
  products: 'Pyrethrins 5 EC',
  applied_at: '2026-02-28T19:40:00Z',
  ends_at: '2026-03-01T19:41:00Z',
};
const phi: Hold = {
  hold: 'phi',
  room_name: 'Flower 1',
  lot_name: 'NC-2412',
  products: 'Spinosad',
  applied_at: '2026-02-26T08:00:00Z',
  ends_at: '2026-03-06T06:00:00Z',
};

describe('the countdown', () => {
  it('says what is forbidden, for how long, and by which product', () => {
    expect(holdCountdown(rei, now)).toBe('No entry for 11 h 41 min · REI, Pyrethrins 5 EC');
    expect(holdCountdown(phi, now)).toBe('No harvest for 4 d 22 h · PHI, Spinosad');
  });

  it('names a room’s intervals still running in a room picker, nothing once they end', () => {
    const row = {
      rei_ends_at: '2026-03-01T11:20:00Z',
      rei_products: 'Sulfur 80 WG',
      phi_ends_at: '2026-03-03T12:00:00Z',
      phi_products: 'Spinosad',
    };
    expect(roomHoldText(row, now)).toBe(
      'No entry for 3 h 20 min · REI, Sulfur 80 WG; No harvest for 2 d 4 h · PHI, Spinosad',
    );
    expect(roomHoldText({ ...row, rei_ends_at: null }, now)).toBe('No harvest for 2 d 4 h · PHI, Spinosad');
    expect(roomHoldText(row, new Date('2026-03-01T12:00:00Z'))).toBe('No harvest for 2 d · PHI, Spinosad');
    expect(roomHoldText(row, new Date('2026-03-04T00:00:00Z'))).toBe('');
    expect(roomHoldText(undefined, now)).toBe('');
  });
});

describe('the refusal', () => {
  it('is the database’s sentences, each interval then what to do', () => {
    expect(holdRefusal([rei, phi], UTC_CLOCK)).toBe(
      'Re-entry interval: nobody may enter Flower 1 until 2026-03-01 19:41 UTC (REI, Pyrethrins 5 EC). ' +
        'Pre-harvest interval: NC-2412 may not be harvested until 2026-03-06 06:00 UTC (PHI, Spinosad, applied in Flower 1). ' +
        OVERRIDE_ASK,
    );
    expect(
      holdSentence(
        {
          hold: 'iobc',
          room_name: 'Mother Room',
          products: 'Sulfur 80 WG',
          species: 'Phytoseiulus persimilis',
          iobc_class: 3,
          persistence_weeks: 1,
          applied_at: '2026-03-01T07:00:00Z',
          ends_at: '2026-03-08T07:25:00Z',
        },
        UTC_CLOCK,
      ),
    ).toBe(
      'Sulfur 80 WG was applied in Mother Room on 2026-03-01: IOBC class 3 (50-75 % harm) for Phytoseiulus persimilis, persistent 1 week(s), so a release is safe from 2026-03-08 07:25 UTC.',
    );
  });

  it('gives times in the grower’s time zone, not UTC', () => {
    const sentence = holdSentence(rei, {
      when: (iso) => new Date(iso).toLocaleString('en-US', { timeZone: 'America/Denver' }),
      day: (iso) => iso,
    });
    expect(sentence).toBe(
      'Re-entry interval: nobody may enter Flower 1 until 3/1/2026, 12:41:00 PM (REI, Pyrethrins 5 EC).',
    );
  });

  it('reads the intervals out of a database refusal, and nothing out of another error', () => {
    const error = { code: 'AR102', message: '…', details: JSON.stringify({ holds: [phi] }) };
    expect(holdsOfError(error)).toEqual([phi]);
    expect(holdsOfError({ code: 'AR109', message: 'x', details: '{}' })).toBeNull();
    expect(holdsOfError({ code: 'AR101', message: 'x', details: 'not json' })).toBeNull();
  });
});
