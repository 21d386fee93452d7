import { describe, expect, it } from 'vitest';
import { HAPPENED_MESSAGES } from '../../../lib/happened.ts';
import { parseWith } from '../validation.ts';
import {
  displayStock,
  entryUnits,
  signedQuantity,
  stockMovementFormSchema,
  tankFormSchema,
  toStockUnit,
} from './stock-form.ts';

describe('a stock movement', () => {
  const base = { amount: 2, direction: 'add' as const, occurredAt: '2026-03-01T10:00', unit: 'g' };

  it('adds purchases, takes away uses and disposals, and corrects either way', () => {
    expect(signedQuantity({ ...base, kind: 'purchase' })).toBe(2);
    expect(signedQuantity({ ...base, kind: 'use' })).toBe(-2);
    expect(signedQuantity({ ...base, kind: 'disposal', direction: 'add' })).toBe(-2);
    expect(signedQuantity({ ...base, kind: 'correction', direction: 'remove' })).toBe(-2);
  });

  it('a correction needs its reason', () => {
    expect(parseWith(stockMovementFormSchema, { ...base, kind: 'correction', note: 'ok' })).toMatchObject({
      ok: false,
      field: 'note',
    });
    expect(
      parseWith(stockMovementFormSchema, { ...base, kind: 'correction', note: 'Recounted the shelf' }).ok,
    ).toBe(true);
    expect(parseWith(stockMovementFormSchema, { ...base, kind: 'use', amount: 0 })).toMatchObject({
      ok: false,
      field: 'amount',
    });
  });

  it('refuses a movement dated after today, in the database’s words', () => {
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    expect(
      parseWith(stockMovementFormSchema, { ...base, kind: 'purchase', occurredAt: tomorrow }),
    ).toMatchObject({
      ok: false,
      field: 'occurredAt',
      message: HAPPENED_MESSAGES.arca_stock_not_in_future,
    });
  });

  it('reads and types grams as kilograms and millilitres as litres', () => {
    expect(displayStock(25_000, 'g')).toEqual({ value: 25, unit: 'kg' });
    expect(displayStock(750, 'mL')).toEqual({ value: 750, unit: 'mL' });
    expect(displayStock(36, 'L')).toEqual({ value: 36, unit: 'L' });
    expect(entryUnits('g')).toEqual(['kg', 'g']);
    expect(toStockUnit(2.5, 'kg', 'g')).toBe(2500);
    expect(toStockUnit(2, 'L', 'mL')).toBe(2000);
    expect(toStockUnit(2, 'L', 'L')).toBe(2);
  });
});

describe('a tank', () => {
  it('needs a name, a capacity and a ratio from 1:1 to 1:1,000', () => {
    const tank = { name: 'Stock A', capacityL: 200, dilutionRatio: 100, part: 'A' };
    expect(parseWith(tankFormSchema, tank).ok).toBe(true);
    expect(parseWith(tankFormSchema, { ...tank, dilutionRatio: 0.5 })).toMatchObject({
      ok: false,
      field: 'dilutionRatio',
    });
    expect(parseWith(tankFormSchema, { ...tank, capacityL: 0 })).toMatchObject({
      ok: false,
      field: 'capacityL',
    });
  });
});
