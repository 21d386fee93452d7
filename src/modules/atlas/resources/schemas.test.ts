import { describe, expect, it } from 'vitest';
import { equipmentSchema, stockMoveSchema } from './schemas';

describe('resource forms', () => {
  it('turns blanks into nulls and keeps the warranty after the in-service date', () => {
    const base = {
      name: ' Dehumidifier ',
      category: 'dehumidifier',
      room_id: '',
      serial_number: '',
      vendor: 'Quest',
      model: '',
      in_service_on: '2026-01-01',
      warranty_until: '',
      cost: null,
      status: 'active',
      notes: '',
    };
    expect(equipmentSchema.parse(base)).toMatchObject({
      name: 'Dehumidifier',
      room_id: null,
      serial_number: null,
      warranty_until: null,
    });
    const bad = equipmentSchema.safeParse({ ...base, warranty_until: '2025-12-31' });
    expect(bad.error?.issues[0]?.message).toBe('The warranty ends after the equipment went into service.');
  });

  it('asks for a positive quantity and an expiry only on deliveries', () => {
    expect(
      stockMoveSchema.safeParse({ kind: 'withdrawal', quantity: 0, lot_code: '', expires_on: '', note: '' })
        .success,
    ).toBe(false);
    expect(
      stockMoveSchema.safeParse({
        kind: 'withdrawal',
        quantity: 2,
        lot_code: '',
        expires_on: '2027-01-01',
        note: '',
      }).error?.issues[0]?.message,
    ).toBe('Only a delivery has an expiry date.');
    expect(
      stockMoveSchema.parse({
        kind: 'addition',
        quantity: 2.5,
        lot_code: ' L-1 ',
        expires_on: '2027-01-01',
        note: '',
      }),
    ).toEqual({
      kind: 'addition',
      quantity: 2.5,
      lot_code: 'L-1',
      expires_on: '2027-01-01',
      note: null,
    });
  });
});
