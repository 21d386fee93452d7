import { describe, expect, it } from 'vitest';
import type { Pheno } from './api/get-phenos';
import { makeSelection } from './fixtures';
import { initialSelectionValues, matchPheno, tabOfFirstError } from './selection-form-state';

const err = { type: 'custom', message: 'x' } as const;

describe('tabOfFirstError', () => {
  it('names the tab of the first invalid field, in tab order', () => {
    expect(tabOfFirstError({ plantId: err, growthMetrics: { vigor: err } })).toBe('basic');
    expect(tabOfFirstError({ selectionNotes: err })).toBe('basic');
    expect(tabOfFirstError({ growthMetrics: { vigor: err }, sensoryData: { aroma_quality: err } })).toBe(
      'growth',
    );
    expect(tabOfFirstError({ sensoryData: { aroma_quality: err }, tags: err })).toBe('sensory');
    expect(tabOfFirstError({ tags: err })).toBe('tags');
    expect(tabOfFirstError({ images: err })).toBe('tags');
  });
});

describe('matchPheno', () => {
  const phenos = [{ plant_id: 'PL-1' }, { plant_id: ' Blue #4 ' }];
  it('finds the plant ignoring case and surrounding spaces', () => {
    expect(matchPheno(phenos, 'pl-1')).toBe(phenos[0]);
    expect(matchPheno(phenos, 'blue #4  ')).toBe(phenos[1]);
  });
  it('finds nothing for another or an empty id', () => {
    expect(matchPheno(phenos, 'PL-2')).toBeUndefined();
    expect(matchPheno(phenos, undefined)).toBeUndefined();
  });
});

describe('initialSelectionValues', () => {
  const now = new Date(2026, 10, 24, 9, 30);
  it("opens an edit with the selection's values", () => {
    const values = initialSelectionValues(makeSelection({ plantId: 'PL-9', generation: 'F3' }), null, now);
    expect(values.plantId).toBe('PL-9');
    expect(values.generation).toBe('F3');
  });
  it('opens a new selection at now, from the plant it started from', () => {
    const blank = initialSelectionValues(null, null, now);
    expect(blank.plantId).toBe('');
    expect(blank.selectionDate).toEqual(now);
    const pheno = { plant_id: 'PL-7', generation: 'F2', sensory: null } as unknown as Pheno;
    const fromPlant = initialSelectionValues(undefined, pheno, now);
    expect(fromPlant.plantId).toBe('PL-7');
    expect(fromPlant.generation).toBe('F2');
  });
});
