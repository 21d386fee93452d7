// Marketplace filters (spec-1 §3 "Marketplace filters", §9 constants) and how they become the
// search_consultants arguments.
import type { ConsultantFilters } from '../api/keys';

export type { ConsultantFilters };

export const RATE_MIN = 50;
export const RATE_MAX = 500;
export const RATE_STEP = 10;
export const RATING_OPTIONS = [
  { value: 0, label: 'Any' },
  { value: 3, label: '3+' },
  { value: 4, label: '4+' },
  { value: 5, label: '5+' },
] as const;
/** Cards per request; "Load more" fetches the next page. */
export const PAGE_SIZE = 24;

export const DEFAULT_FILTERS: ConsultantFilters = {
  searchTerm: '',
  specialties: [],
  minRating: 0,
  minHourlyRate: 50,
  maxHourlyRate: 200,
  hasVideoConferencing: false,
};

/** Trimmed search, sorted unique specialties: equal filter sets share one cache entry. */
export function normalizeFilters(filters: ConsultantFilters): ConsultantFilters {
  const min = Math.min(filters.minHourlyRate, filters.maxHourlyRate);
  const max = Math.max(filters.minHourlyRate, filters.maxHourlyRate);
  return {
    searchTerm: filters.searchTerm.trim(),
    specialties: [...new Set(filters.specialties)].sort((a, b) => a - b),
    minRating: filters.minRating,
    minHourlyRate: min,
    maxHourlyRate: max,
    hasVideoConferencing: filters.hasVideoConferencing,
  };
}

/** The RPC's arguments for one page; one more row than the page tells whether there is more. */
export function toSearchArgs(filters: ConsultantFilters, offset: number) {
  const f = normalizeFilters(filters);
  return {
    p_search: f.searchTerm || undefined,
    p_specialty_ids: f.specialties.length > 0 ? f.specialties : undefined,
    p_min_rating: f.minRating > 0 ? f.minRating : undefined,
    p_min_rate: f.minHourlyRate,
    p_max_rate: f.maxHourlyRate,
    p_video_only: f.hasVideoConferencing || undefined,
    p_limit: PAGE_SIZE + 1,
    p_offset: offset,
  };
}

export function isDefaultFilters(filters: ConsultantFilters): boolean {
  return JSON.stringify(normalizeFilters(filters)) === JSON.stringify(DEFAULT_FILTERS);
}
