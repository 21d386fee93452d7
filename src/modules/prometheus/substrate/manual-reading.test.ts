import { describe, expect, it } from 'vitest';
import { manualReadingSchema, toLocalInput, toManualReading } from './manual-reading';

const ROOM = 'e0000000-0000-4000-8000-000000000403';
const FACILITY = 'f0000000-0000-4000-8000-000000000401';
const past = toLocalInput(Date.now() - 3_600_000);

const problems = (input: object) => {
  const r = manualReadingSchema.safeParse({ roomId: ROOM, at: past, metric: 'vwc', value: 45, ...input });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('manualReadingSchema', () => {
  it('takes a reading inside the metric’s limits and builds the manual row', () => {
    expect(problems({})).toEqual({});
    const row = toManualReading({ roomId: ROOM, at: past, metric: 'vwc', value: 45 }, FACILITY);
    expect(row).toMatchObject({
      facility_id: FACILITY,
      room_id: ROOM,
      metric: 'vwc',
      value: 45,
      source: 'manual',
    });
    expect(Date.parse(row.at)).toBe(Date.parse(past));
  });

  it('refuses a value outside the limits the database checks, with the unit', () => {
    expect(problems({ value: 101 })).toEqual({ value: 'Substrate VWC must be between 0 and 100 %.' });
    expect(problems({ metric: 'substrate_ec', value: 25 })).toEqual({
      value: 'Substrate EC must be between 0 and 20 mS/cm.',
    });
    expect(problems({ metric: 'co2', value: 2500 })).toEqual({});
  });

  it('refuses an empty or unreadable value, a future time and a missing room', () => {
    expect(problems({ value: Number.NaN })).toEqual({ value: 'Enter the value.' });
    expect(problems({ value: Number.POSITIVE_INFINITY }).value).toMatch(/Enter a number/);
    expect(problems({ at: toLocalInput(Date.now() + 2 * 3_600_000) })).toEqual({
      at: 'A reading cannot be in the future.',
    });
    // A clock a few minutes fast is the skew the database allows too.
    expect(problems({ at: toLocalInput(Date.now() + 10 * 60_000) })).toEqual({});
    expect(problems({ at: '' }).at).toBe('Enter when it was read.');
    expect(problems({ roomId: '' }).roomId).toBe('Choose a room.');
  });
});
