import { describe, expect, it } from 'vitest';
import { dliFromPpfd, dliFromPpfdSchema, ppfdFromDli } from './dli.ts';
import { roundTo } from './format.ts';
import type { Result } from './validation.ts';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected ok, got "${result.message}"`);
  return result.value;
}

describe('DLI', () => {
  it('PPFD 600 for 18 h gives DLI 38.9 (domain reference)', () => {
    const dli = unwrap(dliFromPpfd({ ppfd: 600, photoperiodHours: 18 }));
    expect(dli).toBeCloseTo(38.88, 10);
    expect(roundTo(dli, 1)).toBe(38.9);
  });

  it('finds the PPFD for a DLI and photoperiod', () => {
    expect(unwrap(ppfdFromDli({ dli: 38.88, photoperiodHours: 18 }))).toBeCloseTo(600, 10);
    expect(unwrap(ppfdFromDli({ dli: 17.28, photoperiodHours: 12 }))).toBeCloseTo(400, 10);
  });

  it('round-trips PPFD → DLI → PPFD', () => {
    for (const ppfd of [1, 150, 600, 1234.5, 3000]) {
      for (const photoperiodHours of [0.5, 12, 18, 24]) {
        const dli = unwrap(dliFromPpfd({ ppfd, photoperiodHours }));
        expect(unwrap(ppfdFromDli({ dli, photoperiodHours }))).toBeCloseTo(ppfd, 9);
      }
    }
  });

  it.each([
    [{ ppfd: 0, photoperiodHours: 18 }, 'Enter a PPFD greater than 0', 'ppfd'],
    [{ ppfd: -100, photoperiodHours: 18 }, 'Enter a PPFD greater than 0', 'ppfd'],
    [{ ppfd: 1e9, photoperiodHours: 18 }, 'Enter a PPFD of at most 3,000 µmol m⁻² s⁻¹', 'ppfd'],
    [{ ppfd: Number.NaN, photoperiodHours: 18 }, 'Enter a PPFD', 'ppfd'],
    [{ ppfd: 600, photoperiodHours: 0 }, 'Enter a photoperiod greater than 0', 'photoperiodHours'],
    [{ ppfd: 600, photoperiodHours: 25 }, 'Enter a photoperiod of at most 24 h', 'photoperiodHours'],
  ])('explains bad input %o', (input, message, field) => {
    expect(dliFromPpfd(input)).toEqual({ ok: false, message, field });
  });

  it('never divides by a zero photoperiod', () => {
    expect(ppfdFromDli({ dli: 20, photoperiodHours: 0 })).toEqual({
      ok: false,
      message: 'Enter a photoperiod greater than 0',
      field: 'photoperiodHours',
    });
  });

  it('exposes the same limits as a form schema', () => {
    expect(dliFromPpfdSchema.safeParse({ ppfd: 600, photoperiodHours: 18 }).success).toBe(true);
    expect(dliFromPpfdSchema.safeParse({ ppfd: 600, photoperiodHours: 30 }).error?.issues[0]?.message).toBe(
      'Enter a photoperiod of at most 24 h',
    );
  });
});
