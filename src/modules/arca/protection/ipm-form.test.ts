import { describe, expect, it } from 'vitest';
import {
  releaseEntryValues,
  releaseFormFromRow,
  releaseFormSchema,
  scoutingEntryValues,
  scoutingFormFromRow,
  scoutingFormSchema,
} from './ipm-form.ts';

const release = {
  roomId: 'room',
  occurredAt: '2026-03-02T09:00',
  species: ' Phytoseiulus   persimilis ',
  quantity: 2000,
  quantityUnit: 'individuals',
  method: 'broadcast',
  supplier: 'Koppert',
  lotNumber: '',
  overrideReason: '',
  notes: '',
};

describe('the release form', () => {
  it('takes a release, the species with its spaces made one, no override unless stated', () => {
    const parsed = releaseFormSchema.safeParse(release);
    expect(parsed.success).toBe(true);
    expect(releaseEntryValues(parsed.data!)).toEqual({
      species: 'Phytoseiulus persimilis',
      quantity: 2000,
      quantity_unit: 'individuals',
      method: 'broadcast',
      supplier: 'Koppert',
      lot_number: null,
    });
    // The reason is the entry's, not the release's values.
    expect(parsed.data!.overrideReason).toBeUndefined();
  });

  it('refuses a zero quantity and an override reason too short to say anything', () => {
    const parsed = releaseFormSchema.safeParse({ ...release, quantity: 0, overrideReason: 'ok' });
    const messages = parsed.error!.issues.map((i) => i.message);
    expect(messages).toContain('Enter a quantity greater than 0');
    expect(messages).toContain('State the override reason in at least 5 characters.');
  });
});

describe('the scouting form', () => {
  it('takes a whole count and refuses a fraction', () => {
    const valid = {
      roomId: 'room',
      occurredAt: '2026-03-02T09:00',
      organism: 'Western flower thrips',
      organismType: 'pest',
      count: 12,
      basis: 'per_trap',
      location: '',
      notes: '',
    };
    expect(scoutingEntryValues(scoutingFormSchema.parse(valid))).toEqual({
      organism: 'Western flower thrips',
      organism_type: 'pest',
      count: 12,
      basis: 'per_trap',
      location: null,
    });
    expect(scoutingFormSchema.safeParse({ ...valid, count: 2.5 }).error!.issues[0]!.message).toBe(
      'Enter a count as a whole number',
    );
  });
});

describe('editing a saved release or count', () => {
  const at = new Date(2026, 2, 2, 9, 0).toISOString();

  it('opens a release on what was saved, override reason included, and saves it back', () => {
    const values = {
      species: 'Phytoseiulus persimilis',
      quantity: 2000,
      quantity_unit: 'individuals',
      method: null,
      supplier: 'Koppert',
      lot_number: null,
    };
    const parsed = releaseFormSchema.safeParse(
      releaseFormFromRow({
        room_id: 'room',
        occurred_at: at,
        notes: null,
        override_reason: 'Hot spot; supplier advised',
        ...values,
      }),
    );
    expect(parsed.success).toBe(true);
    expect(releaseEntryValues(parsed.data!)).toEqual(values);
    expect(parsed.data!.overrideReason).toBe('Hot spot; supplier advised');
    expect(parsed.data!.occurredAt).toBe('2026-03-02T09:00');
  });

  it('opens a count on what was saved and saves it back', () => {
    const values = {
      organism: 'Thrips',
      organism_type: 'pest',
      count: 12,
      basis: 'per_trap',
      location: 'T3',
    };
    const parsed = scoutingFormSchema.safeParse(
      scoutingFormFromRow({
        room_id: 'room',
        occurred_at: at,
        notes: 'Rising',
        override_reason: null,
        ...values,
      }),
    );
    expect(parsed.success).toBe(true);
    expect(scoutingEntryValues(parsed.data!)).toEqual(values);
  });
});
