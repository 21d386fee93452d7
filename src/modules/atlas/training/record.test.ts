import { describe, expect, it } from 'vitest';
import { cellWords, filterMatrix, inOrderCounts, NO_FILTERS, trainingMatrix, type RecordRow } from './record';

const row = (over: Partial<RecordRow>): RecordRow => ({
  user_id: 'priya',
  person_name: 'Priya Natarajan',
  person_role: 'staff',
  kind: 'sop',
  item_id: 'san',
  item_code: 'SOP-SAN-003',
  item_title: 'Room sanitation',
  required_by: [],
  state: 'valid',
  version: 3,
  current_version: 3,
  since: '2026-11-01T10:00:00Z',
  until: null,
  ...over,
});

const rows: RecordRow[] = [
  row({ state: 'expired', version: 2 }),
  row({
    kind: 'course',
    item_id: 'ipm',
    item_code: null,
    item_title: 'IPM & pesticide safety',
    state: 'expiring',
    version: 1,
    current_version: 2,
    until: '2026-12-23T00:00:00Z',
    required_by: ['SOP-IPM-002', 'facility'],
  }),
  row({ user_id: 'marcus', person_name: 'Marcus Oyelaran', person_role: 'owner', state: 'valid' }),
  row({
    user_id: 'marcus',
    person_name: 'Marcus Oyelaran',
    person_role: 'owner',
    kind: 'course',
    item_id: 'ipm',
    item_code: null,
    item_title: 'IPM & pesticide safety',
    state: 'missing',
    version: null,
    until: null,
  }),
  row({ item_id: 'cul', item_code: 'SOP-CUL-001', item_title: 'Flip to flower', state: 'valid', version: 2 }),
];
const date = (iso: string) => iso.slice(0, 10);

describe('trainingMatrix', () => {
  const m = trainingMatrix(rows);
  it('puts SOPs (by code) before courses, and people by name', () => {
    expect(m.trainings.map((t) => t.label)).toEqual(['SOP-CUL-001', 'SOP-SAN-003', 'IPM & pesticide safety']);
    expect(m.people.map((p) => p.name)).toEqual(['Marcus Oyelaran', 'Priya Natarajan']);
  });
  it('fills a cell the database did not send as missing, and counts what is in order', () => {
    const marcus = m.people[0]!;
    expect(marcus.cells.map((c) => c.state)).toEqual(['missing', 'valid', 'missing']);
    const priya = m.people[1]!;
    expect(priya.cells.map((c) => c.state)).toEqual(['valid', 'expired', 'expiring']);
    expect(priya.inOrder).toBe(2);
    expect(inOrderCounts(m)).toEqual([1, 1, 1]);
  });
});

describe('filterMatrix', () => {
  const m = trainingMatrix(rows);
  it('narrows people by name and role', () => {
    expect(filterMatrix(m, { ...NO_FILTERS, search: 'pri' }).people.map((p) => p.id)).toEqual(['priya']);
    expect(filterMatrix(m, { ...NO_FILTERS, role: 'owner' }).people.map((p) => p.id)).toEqual(['marcus']);
  });
  it('shows one training and only the people in the chosen state on it', () => {
    const ipm = filterMatrix(m, { ...NO_FILTERS, training: 'ipm', state: 'missing' });
    expect(ipm.trainings.map((t) => t.id)).toEqual(['ipm']);
    expect(ipm.people.map((p) => p.id)).toEqual(['marcus']);
  });
  it('"needs attention" is anything but valid', () => {
    const attention = filterMatrix(m, { ...NO_FILTERS, training: 'cul', state: 'attention' });
    expect(attention.people.map((p) => p.id)).toEqual(['marcus']);
  });
});

describe('cellWords', () => {
  const m = trainingMatrix(rows);
  const [cul, san, ipm] = m.trainings as [never, never, never];
  const priya = m.people[1]!;
  it('says which SOP version was acknowledged and which is in force', () => {
    expect(cellWords(san, priya.cells[1]!, date)).toBe('Expired (v2 acknowledged, v3 in force)');
    expect(cellWords(cul, priya.cells[0]!, date)).toBe('Valid (v2, 2026-11-01)');
  });
  it('gives an expiring certificate its date and the course version it names', () => {
    expect(cellWords(ipm, priya.cells[2]!, date)).toBe('Expiring 2026-12-23 (v1)');
    expect(cellWords(ipm, m.people[0]!.cells[2]!, date)).toBe('Missing');
  });
});
