import { describe, expect, it } from 'vitest';
import {
  crossLabel,
  nextPhenoNumber,
  phenoFormSchema,
  phenoFormValues,
  splitList,
  toPhenoInput,
} from './project-schemas';
import { radarRows } from './radar';
import { makeSelection } from './fixtures';

describe('project and plant forms', () => {
  it('splits lists on lines and commas, trimmed, without blanks or repeats', () => {
    expect(splitList(' Citrus, dense buds\n\ncitrus ,Mold resistance ')).toEqual([
      'Citrus',
      'dense buds',
      'Mold resistance',
    ]);
  });

  it('numbers plants #1, #2 … after the highest pheno number', () => {
    expect(nextPhenoNumber([])).toBe('#1');
    expect(nextPhenoNumber(['#2', 'GMO-7', '#10'])).toBe('#11');
  });

  it('writes the cross as mother × father', () => {
    expect(crossLabel('Tangie', 'GSC')).toBe('Tangie × GSC');
    expect(crossLabel('', 'GSC')).toBe('GSC');
  });

  it('turns empty ratings into null and validates 1-10', () => {
    const values = phenoFormValues(null, '#3');
    expect(values.plant_id).toBe('#3');
    expect(values.generation).toBe('F1');
    values.ratings.structure = '8';
    values.sensory.aroma_quality = '9';
    const out = toPhenoInput(values);
    expect(out.structure).toBe(8);
    expect(out.yield_estimate).toBeNull();
    expect(out.sensory.aroma_quality).toBe(9);
    expect(out.sensory.ash_color).toBeNull();
    values.ratings.growth_rate = '11';
    expect(phenoFormSchema.safeParse(values).success).toBe(false);
  });
});

describe('radar rows', () => {
  it('turns harshness around into Smoke Quality and keeps unrated at 0', () => {
    const a = makeSelection({ id: 'a', sensoryData: { smoke_harshness: 2 } });
    const b = makeSelection({ id: 'b', sensoryData: null });
    const smoke = radarRows([a, b]).find((r) => r.trait === 'Smoke Quality');
    expect(smoke).toEqual({ trait: 'Smoke Quality', a: 9, b: 0 });
  });
});
