import { describe, expect, it } from 'vitest';
import { captureStep, comparePlantIds, isEmptyValue, latestByPlantAndTrait, numberInput } from './capture';
import { EMPTY_VALUE } from './trait-scale';

describe('comparePlantIds', () => {
  it('sorts pheno numbers as numbers', () => {
    expect(['#10', '#2', 'GMO-12', '#1', 'GMO-3'].sort(comparePlantIds)).toEqual([
      '#1',
      '#2',
      '#10',
      'GMO-3',
      'GMO-12',
    ]);
  });
});

describe('latestByPlantAndTrait', () => {
  const obs = (pheno: string, version: string, at: string, n: number) => ({
    ...EMPTY_VALUE,
    pheno_id: pheno,
    selection_id: null,
    trait_version_id: version,
    observed_at: at,
    value_number: n,
  });

  it('keeps the newest value per plant and trait across the trait’s versions', () => {
    const latest = latestByPlantAndTrait(
      [
        obs('p1', 'jar-v1', '2026-01-01', 4),
        obs('p1', 'jar-v2', '2026-03-01', 8),
        obs('p2', 'jar-v1', '2026-01-02', 3),
        obs('p2', 'other', '2026-05-01', 1),
      ],
      new Map([['jar', ['jar-v1', 'jar-v2']]]),
    );
    expect(latest.get('p1:jar')!.value_number).toBe(8);
    expect(latest.get('p1:jar')!.trait_version_id).toBe('jar-v2');
    expect(latest.get('p2:jar')!.trait_version_id).toBe('jar-v1');
    expect(latest.size).toBe(2);
  });
});

describe('inputs', () => {
  it('reads numbers with a comma or a point, and blank as nothing', () => {
    expect(numberInput(' 112,5 ').value_number).toBe(112.5);
    expect(numberInput('').value_number).toBeNull();
    expect(isEmptyValue(numberInput(''))).toBe(true);
    expect(isEmptyValue({ ...EMPTY_VALUE, value_text: ' ' })).toBe(true);
    expect(isEmptyValue({ ...EMPTY_VALUE, value_number: 0 })).toBe(false);
  });
});

describe('captureStep', () => {
  it('counts from 1 and stops at the ends', () => {
    expect(captureStep(3, 0)).toEqual({ index: 0, label: '1 of 3', previous: null, next: 1 });
    expect(captureStep(3, 2)).toEqual({ index: 2, label: '3 of 3', previous: 1, next: null });
    expect(captureStep(3, 9).index).toBe(2);
    expect(captureStep(0, 0).label).toBe('0 of 0');
  });
});
