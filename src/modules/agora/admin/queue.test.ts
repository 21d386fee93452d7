import { describe, expect, it } from 'vitest';
import {
  applicantName,
  DEFAULT_QUEUE_FILTERS,
  experienceBand,
  filterQueue,
  selectAllState,
  summariseBulk,
  type QueueItem,
} from './queue';

const item = (
  id: string,
  first: string,
  last: string,
  years: number,
  created: string,
  title = 'Grower',
  bio = 'Bio',
): QueueItem => ({
  id,
  created_at: created,
  consultant: { title, bio, years_experience: years, profile: { first_name: first, last_name: last } },
});

const items = [
  item(
    'a',
    'Tomás',
    'Ibarra',
    6,
    '2026-11-20T10:00:00Z',
    'Organic Greenhouse Grower',
    'Living soil in Jalisco',
  ),
  item(
    'b',
    'ingrid',
    'Solberg',
    2,
    '2026-11-21T10:00:00Z',
    'Cold Climate Advisor',
    'Nordic greenhouse heating',
  ),
  item('c', 'Bo', 'Chen', 12, '2026-11-19T10:00:00Z', 'Extraction Lead', 'Hydrocarbon and rosin'),
  item('d', 'Ana', 'Diaz', 3, '2026-11-18T10:00:00Z'),
  item('e', 'Eli', 'Ng', 7, '2026-11-17T10:00:00Z'),
  item('f', 'Fay', 'Oh', 8, '2026-11-16T10:00:00Z'),
];

const ids = (list: QueueItem[]) => list.map((i) => i.id);

describe('experienceBand', () => {
  it('novice under 3, experienced 3-7, expert 8 and over', () => {
    expect([0, 1, 2].map(experienceBand)).toEqual(['novice', 'novice', 'novice']);
    expect([3, 5, 7].map(experienceBand)).toEqual(['experienced', 'experienced', 'experienced']);
    expect([8, 20, 50].map(experienceBand)).toEqual(['expert', 'expert', 'expert']);
  });
});

describe('filterQueue', () => {
  it('sorts newest first by default, oldest first, or by name (case-insensitive, accents kept)', () => {
    expect(ids(filterQueue(items, DEFAULT_QUEUE_FILTERS))).toEqual(['b', 'a', 'c', 'd', 'e', 'f']);
    expect(ids(filterQueue(items, { ...DEFAULT_QUEUE_FILTERS, sort: 'oldest' }))).toEqual([
      'f',
      'e',
      'd',
      'c',
      'a',
      'b',
    ]);
    expect(ids(filterQueue(items, { ...DEFAULT_QUEUE_FILTERS, sort: 'name' }))).toEqual([
      'd',
      'c',
      'e',
      'f',
      'b',
      'a',
    ]);
  });

  it('searches name, title and bio, case-insensitively, every word', () => {
    const search = (s: string) => ids(filterQueue(items, { ...DEFAULT_QUEUE_FILTERS, search: s }));
    expect(search('tomás ibarra')).toEqual(['a']);
    expect(search('COLD climate')).toEqual(['b']);
    expect(search('greenhouse')).toEqual(['b', 'a']);
    expect(search('rosin')).toEqual(['c']);
    expect(search('  ')).toHaveLength(6);
    expect(search('nothing-matches')).toEqual([]);
  });

  it('filters by experience band', () => {
    const band = (experience: 'novice' | 'experienced' | 'expert') =>
      ids(filterQueue(items, { ...DEFAULT_QUEUE_FILTERS, experience, sort: 'oldest' }));
    expect(band('novice')).toEqual(['b']);
    expect(band('experienced')).toEqual(['e', 'd', 'a']);
    expect(band('expert')).toEqual(['f', 'c']);
  });

  it('does not mutate its input and drops requests without a readable consultant from band filters', () => {
    const copy = [...items, { id: 'z', created_at: '2026-11-22T00:00:00Z', consultant: null }];
    const before = ids(copy);
    expect(ids(filterQueue(copy, { ...DEFAULT_QUEUE_FILTERS, experience: 'expert' }))).not.toContain('z');
    expect(ids(copy)).toEqual(before);
    expect(applicantName(copy[6]!)).toBe('Unnamed applicant');
  });
});

describe('bulk helpers', () => {
  it('summarises which items failed', () => {
    const err = new Error('x');
    expect(
      summariseBulk([
        { id: 'a', ok: true },
        { id: 'b', ok: false, error: err },
        { id: 'c', ok: true },
      ]),
    ).toEqual({ succeeded: ['a', 'c'], failed: [{ id: 'b', error: err }] });
  });

  it('select-all is checked, unchecked or mixed for the visible rows', () => {
    expect(selectAllState(['a', 'b'], new Set())).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState(['a', 'b'], new Set(['a']))).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState(['a', 'b'], new Set(['a', 'b', 'z']))).toEqual({
      checked: true,
      indeterminate: false,
    });
    expect(selectAllState([], new Set(['a']))).toEqual({ checked: false, indeterminate: false });
  });
});
