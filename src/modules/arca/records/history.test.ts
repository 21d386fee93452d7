import { describe, expect, it } from 'vitest';
import { buildHistory, diffSnapshots, listChange, type HistoryContext, type VersionRow } from './history.ts';
import { KINDS } from './kinds/registry.ts';
import { plainHistoryFields } from './plain-history.ts';
import { DEFAULT_RECORD_UNITS } from './units.ts';

const ctx: HistoryContext = {
  fields: KINDS.runoff.fields,
  units: { ...DEFAULT_RECORD_UNITS, ec: 'ppm500' },
  roomName: (id) => ({ r1: 'Veg Room', r2: 'Flower Room' })[id] ?? 'a deleted room',
  lotName: (id) => `Lot ${id}`,
  formatDate: (iso) => iso.slice(0, 16).replace('T', ' '),
};

const first = {
  room_id: 'r1',
  lot_id: null,
  occurred_at: '2026-03-01T09:00:00+00:00',
  status: 'done',
  notes: null,
  photos: [],
  values: { input_volume_l: 2, runoff_volume_l: 0.4, input_ec: 2.2, runoff_ec: 3 },
};

describe('diffSnapshots', () => {
  it('lists each changed field with before and after, in the grower’s units', () => {
    const after = {
      ...first,
      room_id: 'r2',
      notes: 'Recalibrated meter',
      values: { ...first.values, runoff_ec: 3.1 },
    };
    expect(diffSnapshots(first, after, ctx)).toEqual([
      { label: 'Room', from: 'Veg Room', to: 'Flower Room' },
      { label: 'Runoff EC', from: '1,500 ppm (500)', to: '1,550 ppm (500)' },
      { label: 'Notes', from: '—', to: 'Recalibrated meter' },
    ]);
  });

  it('sees no change in the same instant spelled differently, or in float noise', () => {
    const after = {
      ...first,
      occurred_at: '2026-03-01T09:00:00.000Z',
      values: { ...first.values, input_ec: 2.2000000000001 },
    };
    expect(diffSnapshots(first, after, ctx)).toEqual([]);
  });

  it('shows a value that was removed and photos that were added', () => {
    const after = { ...first, photos: ['a', 'b'], values: { ...first.values, input_ec: null } };
    expect(diffSnapshots(first, after, ctx)).toEqual([
      { label: 'Input EC', from: '1,100 ppm (500)', to: '—' },
      { label: 'Photos', from: '—', to: '2 photos' },
    ]);
  });
});

describe('buildHistory', () => {
  it('pairs each saved state with the next one (or the entry now), newest first', () => {
    const versions: VersionRow[] = [
      {
        version: 2,
        action: 'edit',
        changed_by: 'u2',
        changed_at: '2026-03-02T10:00:00Z',
        snapshot: { ...first, status: 'planned' },
      },
      { version: 1, action: 'edit', changed_by: 'u1', changed_at: '2026-03-01T10:00:00Z', snapshot: first },
      { version: 3, action: 'delete', changed_by: 'u1', changed_at: '2026-03-03T10:00:00Z', snapshot: first },
    ];
    const now = { ...first, status: 'done' };
    const h = buildHistory(versions, now, ctx);
    expect(h.map((i) => [i.version, i.action, i.by, i.changes])).toEqual([
      [3, 'delete', 'u1', []],
      [2, 'edit', 'u2', [{ label: 'Status', from: 'Planned', to: 'Done' }]],
      [1, 'edit', 'u1', [{ label: 'Status', from: 'Done', to: 'Planned' }]],
    ]);
  });
});

describe('list-valued fields (a batch’s or an application’s products, a feed’s batches)', () => {
  const products: Record<string, { name: string; unit: string }> = {
    p1: { name: 'Neem oil', unit: 'L' },
    p2: { name: 'Spinosad', unit: 'kg' },
  };
  const plainCtx: HistoryContext = {
    ...ctx,
    fields: plainHistoryFields('application', { product: (id) => products[id] }),
  };
  const sprayed = {
    ...first,
    values: {
      items: [
        { product_id: 'p1', rate: 5, rate_unit: 'mL/L', amount: 1.5 },
        { product_id: 'p2', rate: 0.4, rate_unit: 'g/L', amount: 0.12 },
      ],
      method: 'foliar_spray',
    },
  };

  it('names the product whose rate changed, before and after, and leaves the others out', () => {
    const after = {
      ...sprayed,
      values: {
        ...sprayed.values,
        items: [sprayed.values.items[0], { product_id: 'p2', rate: 0.5, rate_unit: 'g/L', amount: 0.15 }],
      },
    };
    expect(diffSnapshots(sprayed, after, plainCtx)).toEqual([
      { label: 'Products', from: 'Spinosad 0.4 g/L, total 0.12 kg', to: 'Spinosad 0.5 g/L, total 0.15 kg' },
    ]);
  });

  it('shows an added and a removed item, and a product the form no longer knows', () => {
    const after = {
      ...sprayed,
      values: {
        ...sprayed.values,
        items: [sprayed.values.items[1], { product_id: 'gone', rate: 2, rate_unit: 'mL/L', amount: 1 }],
      },
    };
    expect(diffSnapshots(sprayed, after, plainCtx)).toEqual([
      {
        label: 'Products',
        from: 'Neem oil 5 mL/L, total 1.5 L',
        to: 'a product no longer listed 2 mL/L, total 1',
      },
    ]);
  });

  it('names the entry’s time as the form does', () => {
    const after = { ...sprayed, occurred_at: '2026-03-01T10:00:00Z' };
    expect(diffSnapshots(sprayed, after, { ...plainCtx, dateLabel: 'Started at' })).toEqual([
      { label: 'Started at', from: '2026-03-01 09:00', to: '2026-03-01 10:00' },
    ]);
  });

  it('sees no change when only the order differs (a batch is stored in mixing order)', () => {
    const after = {
      ...sprayed,
      values: { ...sprayed.values, items: [...sprayed.values.items].reverse() },
    };
    expect(diffSnapshots(sprayed, after, plainCtx)).toEqual([]);
  });

  it('reads a feed’s batches by their labels, from none to some', () => {
    const feedCtx = {
      ...ctx,
      fields: plainHistoryFields('fertigation', { batch: (id) => ({ b1: 'Tank A · 1 Mar' })[id] }),
    };
    const before = { ...first, values: { batch_ids: [], volume_l: 40 } };
    const after = { ...first, values: { batch_ids: ['b1', 'b2'], volume_l: 42.5 } };
    expect(diffSnapshots(before, after, feedCtx)).toEqual([
      { label: 'Drawn from', from: '—', to: 'Tank A · 1 Mar; an older batch' },
      { label: 'Volume applied', from: '40 L', to: '42.5 L' },
    ]);
  });
});

describe('listChange', () => {
  const field = { type: 'list', key: 'ids', label: 'Batches', item: String } as const;
  it('is null for the same items in another order, and counts repeated items', () => {
    expect(listChange(field, ['a', 'b'], ['b', 'a'])).toBeNull();
    expect(listChange(field, ['a', 'a'], ['a'])).toEqual({ from: 'a', to: '—' });
    expect(listChange(field, null, ['a'])).toEqual({ from: '—', to: 'a' });
  });
});
