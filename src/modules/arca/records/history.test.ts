import { describe, expect, it } from 'vitest';
import { buildHistory, diffSnapshots, type HistoryContext, type VersionRow } from './history.ts';
import { KINDS } from './kinds/registry.ts';
import { DEFAULT_RECORD_UNITS } from './units.ts';

const ctx: HistoryContext = {
  kind: KINDS.runoff,
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
