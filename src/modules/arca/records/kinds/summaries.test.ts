import { describe, expect, it } from 'vitest';
import { DEFAULT_RECORD_UNITS, formatWithUnit } from '../units.ts';
import { KINDS } from './registry.ts';

// As the records list and the timelines print them: the grower's units, a dash for no value.
const format = (v: unknown, measure: Parameters<typeof formatWithUnit>[1], decimals?: number) =>
  formatWithUnit(v, measure, DEFAULT_RECORD_UNITS, { decimals }) || '—';

describe('entry summaries', () => {
  it('name pH once', () => {
    const runoff = KINDS.runoff.summary(
      { runoff_pct: 18, input_ec: 2.2, runoff_ec: 3.1, input_ph: 5.9, runoff_ph: 6.2 },
      format,
    );
    expect(runoff).toContain('pH 5.9 → pH 6.2');
    expect(runoff).not.toMatch(/pH pH/);
    expect(KINDS.ppm.summary({ ec: 2.1, ph: 5.9 }, format)).not.toMatch(/pH pH/);
  });
});
