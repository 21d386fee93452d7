import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, isDefaultFilters, normalizeFilters, PAGE_SIZE, toSearchArgs } from './filters';

describe('marketplace filters', () => {
  it('defaults to any rating, no video filter and $50–$200 (spec-1 §9)', () => {
    expect(DEFAULT_FILTERS).toMatchObject({ minRating: 0, minHourlyRate: 50, maxHourlyRate: 200 });
    expect(isDefaultFilters({ ...DEFAULT_FILTERS, searchTerm: '  ' })).toBe(true);
  });

  it('omits filters that do not filter and asks for one row more than a page', () => {
    expect(toSearchArgs(DEFAULT_FILTERS, 0)).toEqual({
      p_search: undefined,
      p_specialty_ids: undefined,
      p_min_rating: undefined,
      p_min_rate: 50,
      p_max_rate: 200,
      p_video_only: undefined,
      p_limit: PAGE_SIZE + 1,
      p_offset: 0,
    });
  });

  it('passes every set filter', () => {
    const args = toSearchArgs(
      {
        searchTerm: ' steering ',
        specialties: [9, 8, 9],
        minRating: 4,
        minHourlyRate: 300,
        maxHourlyRate: 100,
        hasVideoConferencing: true,
      },
      24,
    );
    expect(args).toMatchObject({
      p_search: 'steering',
      p_specialty_ids: [8, 9],
      p_min_rating: 4,
      p_min_rate: 100,
      p_max_rate: 300,
      p_video_only: true,
      p_offset: 24,
    });
  });

  it('normalises equal filter sets to the same value', () => {
    expect(normalizeFilters({ ...DEFAULT_FILTERS, specialties: [3, 1] })).toEqual(
      normalizeFilters({ ...DEFAULT_FILTERS, specialties: [1, 3, 1] }),
    );
  });
});
