// The course catalogue's filters (topic, level, length, search), kept in the URL so a filtered
// list can be shared and survives a reload, and their PostgREST form.

export const TOPICS = [
  { value: 'crop-steering', label: 'Crop steering' },
  { value: 'ipm', label: 'IPM & pesticide safety' },
  { value: 'nutrition', label: 'Nutrition' },
  { value: 'climate', label: 'Climate' },
  { value: 'propagation', label: 'Propagation' },
  { value: 'post-harvest', label: 'Post-harvest' },
  { value: 'compliance', label: 'Compliance' },
  { value: 'management', label: 'Management' },
] as const;

export const LEVELS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
] as const;

/** Course length bands, in minutes of lessons. */
export const LENGTHS = [
  { value: 'short', label: 'Under 1 hour', min: 0, max: 59 },
  { value: 'medium', label: '1 to 3 hours', min: 60, max: 180 },
  { value: 'long', label: 'Over 3 hours', min: 181, max: null },
] as const;

export type Topic = (typeof TOPICS)[number]['value'];
export type Level = (typeof LEVELS)[number]['value'];
export type Length = (typeof LENGTHS)[number]['value'];

export interface CatalogueFilters {
  search: string;
  topic: Topic | null;
  level: Level | null;
  length: Length | null;
}

const oneOf = <T extends string>(values: readonly { value: T }[], v: string | null): T | null =>
  values.find((x) => x.value === v)?.value ?? null;

export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    topic: oneOf(TOPICS, params.get('topic')),
    level: oneOf(LEVELS, params.get('level')),
    length: oneOf(LENGTHS, params.get('length')),
  };
}

export function catalogueSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.level) params.set('level', filters.level);
  if (filters.length) params.set('length', filters.length);
  return params;
}

export const hasFilters = (f: CatalogueFilters) => Boolean(f.search.trim() || f.topic || f.level || f.length);

/**
 * A search term made safe for a PostgREST `or=(…ilike.*term*)` filter: the characters that
 * structure the filter (commas, parentheses, quotes, backslashes) and the wildcards are dropped.
 */
export function ilikeTerm(search: string): string | null {
  const term = search
    .replace(/[,()"'\\*%:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return term === '' ? null : term;
}

export const lengthBand = (length: Length) => LENGTHS.find((l) => l.value === length)!;

export const topicLabel = (topic: string) => TOPICS.find((t) => t.value === topic)?.label ?? topic;
export const levelLabel = (level: string) => LEVELS.find((l) => l.value === level)?.label ?? level;

/** "45 min", "1 h", "2 h 15 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 === 0 ? `${h} h` : `${h} h ${m % 60} min`;
}
