import { describe, expect, it } from 'vitest';
import {
  applicationEntryValues,
  applicationFormFromRow,
  applicationFormSchema,
  draftWindow,
} from './application-form.ts';

const valid = {
  roomId: 'room',
  startedAt: '2026-03-02T09:00',
  endedAt: '',
  items: [
    { productId: 'a', rate: 5, rateUnit: 'g/L', amount: 60 },
    { productId: 'b', rate: 1.5, rateUnit: 'mL/L', amount: 18 },
  ],
  method: 'foliar_spray',
  target: ' Thrips ',
  crop: 'Cannabis',
  areaM2: Number.NaN,
  waterVolumeL: 12,
  applicator: ' Priya ',
  applicatorLicence: '',
  notes: '',
};

describe('the application form', () => {
  it('takes a complete record and sends what arca_log_entry stores', () => {
    const parsed = applicationFormSchema.safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(applicationEntryValues(parsed.data!)).toEqual({
      items: [
        { product_id: 'a', rate: 5, rate_unit: 'g/L', amount: 60 },
        { product_id: 'b', rate: 1.5, rate_unit: 'mL/L', amount: 18 },
      ],
      method: 'foliar_spray',
      target: 'Thrips',
      crop: 'Cannabis',
      area_m2: null,
      water_volume_l: 12,
      applicator: 'Priya',
      applicator_licence: null,
      ended_at: null,
    });
  });

  it('refuses a missing applicator, a zero rate, a product twice and an end before the start', () => {
    const parsed = applicationFormSchema.safeParse({
      ...valid,
      applicator: '  ',
      endedAt: '2026-03-02T08:00',
      items: [
        { productId: 'a', rate: 0, rateUnit: 'g/L', amount: 60 },
        { productId: 'a', rate: 1, rateUnit: 'g/L', amount: 10 },
      ],
    });
    const messages = parsed.error!.issues.map((i) => i.message);
    expect(messages).toContain("Enter the applicator's name");
    expect(messages).toContain('Enter the rate greater than 0');
    expect(messages).toContain('Name each product once.');
    expect(messages).toContain('The application must end after it starts.');
  });

  it('refuses an application of more than 7 days', () => {
    const parsed = applicationFormSchema.safeParse({ ...valid, endedAt: '2026-03-10T09:00' });
    expect(parsed.error!.issues.map((i) => i.message)).toContain(
      'An application lasts at most 7 days; log each day separately.',
    );
  });

  it('shows the largest REI and PHI of the chosen products, counted from the end', () => {
    const products = [
      { id: 'a', rei_hours: 4, phi_days: 7 },
      { id: 'b', rei_hours: 12, phi_days: 0 },
      { id: 'c', rei_hours: 48, phi_days: 30 },
    ];
    const w = draftWindow(['a', 'b'], products, '2026-03-02T09:00', '2026-03-02T10:00')!;
    expect(w.reiHours).toBe(12);
    expect(w.phiDays).toBe(7);
    expect(w.reiEndsAt.getTime() - new Date('2026-03-02T10:00').getTime()).toBe(12 * 3_600_000);
    expect(draftWindow([], products, '2026-03-02T09:00', '')).toBeNull();
  });
});

describe('editing a saved application', () => {
  it('opens the form on what was saved (products, times) and saves the same values back', () => {
    const values = {
      items: [
        { product_id: 'a', rate: 5, rate_unit: 'g/L', amount: 60 },
        { product_id: 'b', rate: 1.5, rate_unit: 'mL/L', amount: 18 },
      ],
      method: 'drench',
      target: 'Fungus gnats',
      crop: 'Cannabis',
      area_m2: null,
      water_volume_l: 12,
      applicator: 'Dana Reyes',
      applicator_licence: null,
      ended_at: new Date(2026, 2, 2, 10, 0).toISOString(),
    };
    const form = applicationFormFromRow({
      room_id: 'room',
      occurred_at: new Date(2026, 2, 2, 9, 0).toISOString(),
      notes: null,
      ...values,
    });
    expect(form).toMatchObject({ startedAt: '2026-03-02T09:00', endedAt: '2026-03-02T10:00' });
    const parsed = applicationFormSchema.safeParse(form);
    expect(parsed.success).toBe(true);
    expect(applicationEntryValues(parsed.data!)).toEqual(values);
  });
});
