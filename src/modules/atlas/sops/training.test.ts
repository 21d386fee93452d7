import { describe, expect, it } from 'vitest';
import { trainingMatrix } from './training';

const people = [
  { user_id: 'marcus', name: 'Marcus', role: 'owner' },
  { user_id: 'priya', name: 'Priya', role: 'staff' },
];
const sops = [
  { id: 'flip', code: 'SOP-1', title: 'Flip', effective_version_id: 'flip-2', effective_version: 2 },
  { id: 'ipm', code: 'SOP-2', title: 'IPM', effective_version_id: 'ipm-1', effective_version: 1 },
  { id: 'draft', code: 'SOP-3', title: 'Draft only', effective_version_id: null, effective_version: null },
];
const versions = [
  { id: 'flip-1', sop_id: 'flip', version: 1 },
  { id: 'flip-2', sop_id: 'flip', version: 2 },
  { id: 'ipm-1', sop_id: 'ipm', version: 1 },
];

describe('trainingMatrix', () => {
  it('is current on the version in force, not current on an older one, untrained otherwise', () => {
    const m = trainingMatrix(people, sops, versions, [
      { version_id: 'flip-1', user_id: 'priya', acknowledged_at: '2025-01-01T00:00:00Z' },
      { version_id: 'flip-1', user_id: 'marcus', acknowledged_at: '2025-01-01T00:00:00Z' },
      { version_id: 'flip-2', user_id: 'marcus', acknowledged_at: '2026-01-01T00:00:00Z' },
      { version_id: 'ipm-1', user_id: 'priya', acknowledged_at: '2026-02-01T00:00:00Z' },
    ]);
    // SOPs without a version in force ask nothing.
    expect(m.sops.map((s) => s.id)).toEqual(['flip', 'ipm']);
    expect(m.rows.map((r) => [r.person.name, r.cells.map((c) => c.state), r.current, r.required])).toEqual([
      ['Marcus', ['current', 'never'], 1, 2],
      ['Priya', ['outdated', 'current'], 1, 2],
    ]);
    expect(m.rows[1]!.cells[0]).toMatchObject({
      acknowledged_version: 1,
      acknowledged_at: '2025-01-01T00:00:00Z',
    });
    expect(m.currentBySop).toEqual([1, 1]);
  });

  it('ignores acknowledgements of versions it does not know', () => {
    const m = trainingMatrix(people, sops, versions, [
      { version_id: 'other', user_id: 'priya', acknowledged_at: 'x' },
    ]);
    expect(m.rows[1]!.cells.map((c) => c.state)).toEqual(['never', 'never']);
  });
});
