import { describe, expect, it } from 'vitest';
import { HOUR, type HourFigure } from './figures';
import { findFlatLine, findGap, findJumps } from './quality';

const T0 = Date.UTC(2026, 10, 1);
function hour(i: number, over: Partial<HourFigure> = {}): HourFigure {
  return {
    at: T0 + i * HOUR,
    n: 12,
    mean: 50 + (i % 3),
    min: 49 + (i % 3),
    max: 51 + (i % 3),
    night: 0,
    above: 0,
    below: 0,
    step: 0.5,
    ...over,
  };
}

describe('findFlatLine', () => {
  it('finds six or more hours of one unchanging value', () => {
    const hours = Array.from({ length: 12 }, (_, i) =>
      i >= 3 && i < 10 ? hour(i, { min: 440, max: 440, mean: 440 }) : hour(i),
    );
    expect(findFlatLine('co2', hours)).toEqual({
      kind: 'flat_line',
      from: T0 + 3 * HOUR,
      to: T0 + 10 * HOUR,
      value: 440,
      hours: 7,
      n: 84,
    });
  });

  it('ignores five flat hours, a value that changes between hours, and a dark room', () => {
    const five = Array.from({ length: 8 }, (_, i) => (i < 5 ? hour(i, { min: 440, max: 440 }) : hour(i)));
    expect(findFlatLine('co2', five)).toBeNull();
    const stepping = Array.from({ length: 8 }, (_, i) => hour(i, { min: 400 + i, max: 400 + i }));
    expect(findFlatLine('co2', stepping)).toBeNull();
    const dark = Array.from({ length: 8 }, (_, i) => hour(i, { min: 0, max: 0, mean: 0 }));
    expect(findFlatLine('ppfd', dark)).toBeNull();
    expect(findFlatLine('air_temp', dark)?.hours).toBe(8);
  });

  it('does not join flat hours across a missing hour', () => {
    const hours = [0, 1, 2, 4, 5, 6].map((i) => hour(i, { min: 20, max: 20 }));
    expect(findFlatLine('air_temp', hours)).toBeNull();
  });
});

describe('findJumps', () => {
  it('reports steps beyond the metric’s limit, the largest and how many', () => {
    const hours = [hour(0), hour(1, { step: 11 }), hour(2, { step: 16 }), hour(3, { step: 10 })];
    expect(findJumps('air_temp', hours)).toEqual({
      kind: 'jump',
      at: T0 + 2 * HOUR,
      largest: 16,
      count: 2,
      limit: 10,
    });
    expect(findJumps('air_temp', [hour(0, { step: 10 })])).toBeNull();
    // Lights switch on in one step: PPFD has no jump rule.
    expect(findJumps('ppfd', [hour(0, { step: 900 })])).toBeNull();
  });
});

describe('findGap', () => {
  const alive = Array.from({ length: 10 }, (_, i) => T0 + i * HOUR);
  it('finds the longest run of hours the room reported but the sensor did not', () => {
    const hours = [0, 1, 4, 5, 6, 8, 9].map((i) => hour(i));
    expect(findGap(hours, alive)).toEqual({
      kind: 'gap',
      from: T0 + 2 * HOUR,
      to: T0 + 4 * HOUR,
      hours: 2,
      count: 2,
    });
  });

  it('is no gap when the whole room was silent or nothing is missing', () => {
    expect(
      findGap(
        alive.map((_, i) => hour(i)),
        alive,
      ),
    ).toBeNull();
    expect(findGap([], [])).toBeNull();
  });
});
