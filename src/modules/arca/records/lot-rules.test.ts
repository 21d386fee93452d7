import { describe, expect, it } from 'vitest';
import { lotFormSchema, toLotInput, type LotForm } from './lot-rules.ts';

const form: LotForm = {
  name: ' WC-04 ',
  strain: 'Wedding Cake',
  plant_count: 18,
  started_at: '2026-03-01T09:00',
  start_stage: 'propagation',
  start_room_id: 'r1',
  origin_project_id: '',
  notes: '',
};

describe('lot form', () => {
  it('turns a filled form into what the database takes', () => {
    const parsed = lotFormSchema.safeParse(form);
    expect(parsed.success).toBe(true);
    expect(toLotInput(parsed.data!)).toEqual({
      name: 'WC-04',
      strain: 'Wedding Cake',
      plant_count: 18,
      started_at: new Date(2026, 2, 1, 9).toISOString(),
      start_stage: 'propagation',
      start_room_id: 'r1',
      origin_project_id: null,
      notes: null,
    });
  });

  it('refuses part of a plant', () => {
    expect(lotFormSchema.safeParse({ ...form, plant_count: 2.5 }).error?.issues[0]?.message).toBe(
      'Enter the number of plants as a whole number',
    );
  });

  it('asks for a name, a strain, at least one whole plant, a start and a room', () => {
    const parsed = lotFormSchema.safeParse({
      ...form,
      name: ' ',
      strain: '',
      plant_count: 0.5,
      started_at: 'x',
      start_room_id: '',
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Enter a lot name'],
      ['strain', 'Enter the strain'],
      ['plant_count', 'Enter the number of plants between 1 and 100,000'],
      ['started_at', 'Enter the start date'],
      ['start_room_id', 'Choose a room'],
    ]);
  });
});
