import { describe, expect, it } from 'vitest';
import { parseWith } from '../validation.ts';
import { protectionProductFormSchema, sideEffectFormSchema } from './product-form.ts';

describe('a crop-protection product', () => {
  const product = {
    name: 'Neem oil',
    activeIngredients: 'Azadirachtin 0.09 %',
    productType: 'botanical',
    reiHours: 4,
    phiDays: 0,
    unit: 'mL',
    trackStock: false,
  };

  it('needs its active ingredients and label intervals inside their limits', () => {
    expect(parseWith(protectionProductFormSchema, product).ok).toBe(true);
    expect(parseWith(protectionProductFormSchema, { ...product, activeIngredients: ' ' })).toMatchObject({
      ok: false,
      field: 'activeIngredients',
    });
    expect(parseWith(protectionProductFormSchema, { ...product, reiHours: 800 })).toMatchObject({
      ok: false,
      field: 'reiHours',
    });
    expect(parseWith(protectionProductFormSchema, { ...product, phiDays: -1 })).toMatchObject({
      ok: false,
      field: 'phiDays',
    });
  });

  it('a side effect has an IOBC class 1–4 and a persistence up to a year', () => {
    const effect = { species: 'Orius insidiosus', iobcClass: 3, persistenceWeeks: 2 };
    expect(parseWith(sideEffectFormSchema, effect).ok).toBe(true);
    expect(parseWith(sideEffectFormSchema, { ...effect, iobcClass: 5 })).toMatchObject({
      ok: false,
      field: 'iobcClass',
    });
    expect(parseWith(sideEffectFormSchema, { ...effect, persistenceWeeks: 60 })).toMatchObject({
      ok: false,
      field: 'persistenceWeeks',
    });
  });
});
