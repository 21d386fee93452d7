import { describe, expect, it } from 'vitest';
import { readingSchema, valueProblem } from './metrics';

const reading = {
  facility_id: 'f0000000-0000-4000-8000-000000000401',
  room_id: 'e0000000-0000-4000-8000-000000000403',
  metric: 'co2',
  at: '2026-11-24T10:00:00Z',
  value: 950,
  source: 'csv',
};

describe('reading rules', () => {
  it('takes a value inside its metric’s limits, the limits included', () => {
    expect(readingSchema.safeParse(reading).success).toBe(true);
    expect(readingSchema.safeParse({ ...reading, value: 10000 }).success).toBe(true);
    expect(valueProblem('air_temp', -20)).toBeNull();
  });

  it('refuses what the database refuses', () => {
    expect(readingSchema.safeParse({ ...reading, value: 10001 }).success).toBe(false);
    expect(readingSchema.safeParse({ ...reading, metric: 'vpd' }).success).toBe(false);
    expect(readingSchema.safeParse({ ...reading, source: 'guess' }).success).toBe(false);
    expect(readingSchema.safeParse({ ...reading, at: 'yesterday' }).success).toBe(false);
    expect(valueProblem('rh', 100.5)).toBe('Relative humidity must be between 0 and 100 %.');
    expect(valueProblem('ppfd', Number.NaN)).toBe('Enter a number.');
  });
});
