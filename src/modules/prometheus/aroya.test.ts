import { describe, expect, it } from 'vitest';
import { aroyaToReadings } from './aroya';

const F = 'f0000000-0000-4000-8000-000000000401';
const R = 'e0000000-0000-4000-8000-000000000403';

describe('AROYA readings', () => {
  it('maps channels to metrics and keeps what the rules take', () => {
    const { readings, refused } = aroyaToReadings(
      [
        { timestamp: '2026-11-24T10:00:00Z', air_temp: 25.1, rh: 50, pore_ec: 3.2, vwc: null, unknown: 4 },
        { timestamp: '2026-11-24T10:05:00Z', co2: 12000, ppfd: 850 },
        { timestamp: 'soon', rh: 50 },
      ],
      F,
      R,
    );
    expect(readings.map((r) => [r.metric, r.value, r.at])).toEqual([
      ['air_temp', 25.1, '2026-11-24T10:00:00.000Z'],
      ['rh', 50, '2026-11-24T10:00:00.000Z'],
      ['substrate_ec', 3.2, '2026-11-24T10:00:00.000Z'],
      ['ppfd', 850, '2026-11-24T10:05:00.000Z'],
    ]);
    expect(readings.every((r) => r.source === 'aroya' && r.room_id === R && r.facility_id === F)).toBe(true);
    // CO₂ above 10,000 ppm and a row without a time.
    expect(refused).toBe(2);
  });
});
