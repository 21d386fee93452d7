import { describe, expect, it } from 'vitest';
import { parseWith } from '../validation.ts';
import { targetFormSchema } from './target-form.ts';

describe('a target band', () => {
  it('stays inside the metric’s limits with min ≤ max', () => {
    expect(parseWith(targetFormSchema('rh'), { min: 40, max: 55 }).ok).toBe(true);
    expect(parseWith(targetFormSchema('rh'), { min: 40, max: 120 })).toMatchObject({
      ok: false,
      field: 'max',
    });
    expect(parseWith(targetFormSchema('vpd'), { min: 1.4, max: 1.2 })).toMatchObject({
      ok: false,
      field: 'max',
    });
    expect(parseWith(targetFormSchema('vpd'), { min: Number.NaN, max: 1.2 })).toMatchObject({
      ok: false,
      field: 'min',
    });
  });

  it('a dryback needs its definition', () => {
    expect(parseWith(targetFormSchema('dryback'), { min: 15, max: 30 })).toMatchObject({
      ok: false,
      field: 'basis',
    });
    expect(parseWith(targetFormSchema('dryback'), { min: 15, max: 30, basis: 'points' }).ok).toBe(true);
  });
});
