import { describe, expect, it } from 'vitest';
import { periodRange, readUrlFilters, writeUrlFilters } from './filters.ts';
import { KINDS } from './kinds/registry.ts';
import { chartQuery, recordsListQuery } from './queries.ts';

const ROOM = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('records filters in the URL', () => {
  it('reads what it writes and leaves the default period out', () => {
    const params = writeUrlFilters({ room: ROOM, period: '30d' });
    expect(params.toString()).toBe(`room=${ROOM}`);
    expect(readUrlFilters(params)).toEqual({ room: ROOM, period: '30d' });
  });

  it('keeps the water filter a Filters list is narrowed to', () => {
    const params = writeUrlFilters({ filter: ROOM, period: '90d' });
    expect(params.toString()).toBe(`filter=${ROOM}&period=90d`);
    expect(readUrlFilters(params)).toEqual({ filter: ROOM, period: '90d' });
    expect(writeUrlFilters({ period: '30d' }, params).toString()).toBe('');
  });

  it('drops malformed ids, periods and days instead of sending them', () => {
    const f = readUrlFilters(new URLSearchParams('room=abc&period=1y&from=2026-13-45&lot=1&filter=ro'));
    expect(f).toEqual({ period: '30d' });
  });

  it('keeps custom days only for a custom period, and other params untouched', () => {
    const params = writeUrlFilters(
      { period: '7d', from: '2026-03-01', to: '2026-03-02' },
      new URLSearchParams('tab=x&room=' + ROOM),
    );
    expect(params.toString()).toBe('tab=x&period=7d');
  });
});

describe('periodRange', () => {
  const now = new Date(2026, 2, 10, 15, 30);

  it('counts a preset back from the start of today, today included', () => {
    expect(periodRange({ period: '7d' }, now)).toEqual({ from: new Date(2026, 2, 4).toISOString() });
  });

  it('covers whole local days for a custom range, the last one included', () => {
    expect(periodRange({ period: 'custom', from: '2026-03-01', to: '2026-03-02' }, now)).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 3).toISOString(),
    });
  });

  it('has no bounds for all time', () => {
    expect(periodRange({ period: 'all' }, now)).toEqual({});
  });
});

describe('a Filters list narrowed to one filter', () => {
  it('asks the database for that filter’s rows and chart only', () => {
    const filters = { facilityId: ROOM, filterId: ROOM.replace('7c9e', 'aaaa') };
    expect(chartQuery(KINDS.filter, filters, 500).filters).toContainEqual([
      'filter_id',
      'eq',
      filters.filterId,
    ]);
    expect(
      recordsListQuery(KINDS.filter, {
        ...filters,
        page: 0,
        pageSize: 25,
        sort: { column: 'occurred_at', desc: true },
      }).filters,
    ).toContainEqual(['filter_id', 'eq', filters.filterId]);
  });
});
