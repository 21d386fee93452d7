import { describe, expect, it } from 'vitest';
import { HAPPENED_MESSAGES } from '../../../lib/happened.ts';
import { parseWith } from '../validation.ts';
import { analysisFromSalt } from './fertilizer.ts';
import {
  EMPTY_FERTILIZER,
  fertilizerFormSchema,
  fertilizerFormValues,
  fertilizerRow,
} from './fertilizer-form.ts';

const parse = (input: unknown) => parseWith(fertilizerFormSchema, input);

describe('the fertilizer form', () => {
  it('refuses a purchase date after today, in the database’s words', () => {
    const future = parse({
      ...EMPTY_FERTILIZER,
      name: 'CaNit',
      saltId: 'calcium-nitrate-tetrahydrate',
      purchaseDate: `${new Date().getFullYear() + 1}-01-15`,
    });
    expect(future).toMatchObject({
      ok: false,
      field: 'purchaseDate',
      message: HAPPENED_MESSAGES.arca_fertilizers_purchase_not_in_future,
    });
  });

  it('stores a salt with the calculator’s analysis', () => {
    const parsed = parse({ ...EMPTY_FERTILIZER, name: 'CaNit', saltId: 'calcium-nitrate-tetrahydrate' });
    if (!parsed.ok) throw new Error(parsed.message);
    const row = fertilizerRow(parsed.value);
    expect(row).toMatchObject({
      name: 'CaNit',
      salt_id: 'calcium-nitrate-tetrahydrate',
      density_g_ml: null,
      manufacturer: null,
    });
    expect(row.ca_pct).toBe(analysisFromSalt('calcium-nitrate-tetrahydrate').ca_pct);
  });

  it('stores a label’s oxides as elements and reads them back as printed', () => {
    const parsed = parse({
      ...EMPTY_FERTILIZER,
      name: 'Bloom 2-8-4',
      source: 'label',
      saltId: undefined,
      nitrateN: 2,
      phosphorus: 8,
      potassium: 4,
      others: { Mg: 0.5 },
      form: 'liquid',
      density: 1.3,
      supplier: '  Hydro Depot  ',
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const row = fertilizerRow(parsed.value);
    expect(row.p_pct).toBeCloseTo(8 * 0.4364, 4);
    expect(row).toMatchObject({ salt_id: null, density_g_ml: 1.3, supplier: 'Hydro Depot', mg_pct: 0.5 });
    const back = fertilizerFormValues({ ...row, purchase_date: null, notes: null });
    expect(back).toMatchObject({
      source: 'label',
      nitrateN: 2,
      phosphorus: 8,
      potassium: 4,
      form: 'liquid',
      density: 1.3,
    });
    expect(back.others).toMatchObject({ Mg: 0.5, Ca: 0 });
  });

  it('refuses a liquid without density, a label over 100 % or all zero, and a missing salt', () => {
    const label = { ...EMPTY_FERTILIZER, name: 'X', source: 'label' as const, saltId: undefined };
    expect(parse({ ...label, nitrateN: 5, form: 'liquid' })).toMatchObject({ ok: false, field: 'density' });
    expect(parse({ ...label, nitrateN: 60, potassium: 60, pkBasis: 'elemental' })).toMatchObject({
      ok: false,
      field: 'nitrateN',
    });
    expect(parse({ ...label })).toMatchObject({
      ok: false,
      message: 'Enter at least one nutrient content above 0 %',
    });
    expect(parse({ ...EMPTY_FERTILIZER, name: 'X', saltId: undefined })).toMatchObject({
      ok: false,
      field: 'saltId',
    });
    expect(parse({ ...EMPTY_FERTILIZER, name: '  ' })).toMatchObject({
      ok: false,
      message: 'Enter a product name',
    });
  });
});
