import { describe, expect, it } from 'vitest';
import { checkEntry } from './entry-rules.ts';
import { KINDS } from './kinds/registry.ts';
import { CONSTRAINT_MESSAGES, rangeMessage } from './errors.ts';
import { WATER_ACTIVITY } from './measures.ts';
import { potencyOverSample, qualityCriteria, qualityResult, totalCannabinoid } from './quality.ts';
import { DEFAULT_RECORD_UNITS } from './units.ts';

describe('totalCannabinoid', () => {
  it('adds 0.877 of the acid form to the neutral form', () => {
    expect(totalCannabinoid(0.8, 24.1)).toBeCloseTo(21.9357, 4);
    expect(totalCannabinoid(null, 10)).toBeCloseTo(8.77, 4);
    expect(totalCannabinoid(0.5, null)).toBe(0.5);
    expect(totalCannabinoid(null, undefined)).toBeNull();
  });
});

describe('qualityCriteria and qualityResult', () => {
  it('fails above a threshold and passes at it, with the defaults 15 % and 0.65 aw', () => {
    const at = qualityCriteria({ moisture_pct: 15, water_activity: 0.65 });
    expect(at.map((c) => c.verdict)).toEqual([null, null, 'pass', 'pass']);
    const above = qualityCriteria({ moisture_pct: 15.1, water_activity: 0.651 });
    expect(above.map((c) => c.verdict)).toEqual([null, null, 'fail', 'fail']);
  });

  it('follows the batch’s own thresholds', () => {
    expect(qualityResult({ water_activity: 0.68, aw_max: 0.7 })).toBe('pass');
    expect(qualityResult({ moisture_pct: 12, moisture_max_pct: 11 })).toBe('fail');
  });

  it('fails when any criterion fails, and has no result when nothing is judged', () => {
    expect(qualityResult({ appearance: 'pass', aroma: 'fail', water_activity: 0.6 })).toBe('fail');
    expect(qualityResult({ appearance: 'pass' })).toBe('pass');
    expect(qualityResult({})).toBeNull();
  });

  it('cannabinoids and terpenes over 100 % of the sample are refused', () => {
    expect(potencyOverSample({ thca_pct: 80, terpenes_pct: 21 })).toBe(true);
    expect(potencyOverSample({ thca_pct: 80, terpenes_pct: 20 })).toBe(false);
  });
});

describe('checkEntry: quality', () => {
  const draft = (values: Record<string, unknown>) =>
    checkEntry(
      KINDS.quality,
      { facility_id: 'f1', occurred_at: '2026-03-10T08:00:00Z', values },
      DEFAULT_RECORD_UNITS,
      new Date('2026-03-10T12:00:00Z'),
    );
  const issues = (r: ReturnType<typeof draft>) => (r.ok ? [] : r.issues);

  it('needs a batch code but no room, and keeps the thresholds typed', () => {
    const r = draft({ batch_code: 'Q-1', moisture_max_pct: 15, aw_max: 0.65, water_activity: 0.6 });
    expect(r.ok && r.payload.values).toMatchObject({ batch_code: 'Q-1', aw_max: 0.65, water_activity: 0.6 });
    expect(issues(draft({ moisture_max_pct: 15, aw_max: 0.65 }))).toEqual([
      { path: 'values.batch_code', message: 'Enter batch' },
    ]);
  });

  it('refuses with the database’s words: a water activity above 1, a zero threshold, potency over 100 %', () => {
    const base = { batch_code: 'Q-1', moisture_max_pct: 15, aw_max: 0.65 };
    expect(issues(draft({ ...base, water_activity: 1.2 }))).toEqual([
      { path: 'values.water_activity', message: rangeMessage(WATER_ACTIVITY) },
    ]);
    expect(issues(draft({ ...base, aw_max: 0 }))).toEqual([
      { path: 'values.aw_max', message: CONSTRAINT_MESSAGES.arca_quality_aw_max_positive },
    ]);
    expect(issues(draft({ ...base, thca_pct: 90, terpenes_pct: 15 }))).toEqual([
      { path: 'values.terpenes_pct', message: CONSTRAINT_MESSAGES.arca_quality_potency_within_sample },
    ]);
  });
});
