// The library's filters and page live in the address (?q=…&ct=I,II&page=2), so Back from a
// passport returns to the same list and a filtered list can be bookmarked or shared.
import type { CultivarFilters } from './api/keys';
import { isChemotype } from './chemotype';

const SCOPES = ['all', 'mine', 'community'] as const;
const SORTS = ['relevance', 'name', 'newest'] as const;
const list = (v: string | null) =>
  v
    ? v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
    : [];

export function filtersFromSearch(params: URLSearchParams): { filters: CultivarFilters; page: number } {
  const scope = params.get('scope');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    filters: {
      query: params.get('q') ?? '',
      chemotypes: list(params.get('ct')).filter(isChemotype),
      terpenes: list(params.get('terp')),
      tags: list(params.get('tag')),
      breeder: params.get('breeder') ?? '',
      scope: (SCOPES as readonly string[]).includes(scope ?? '')
        ? (scope as CultivarFilters['scope'])
        : 'all',
      sort: (SORTS as readonly string[]).includes(sort ?? '')
        ? (sort as CultivarFilters['sort'])
        : 'relevance',
    },
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The search-params record for a state (empty values left out, so the default list has a clean URL). */
export function searchFromFilters(filters: CultivarFilters, page: number): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.query.trim()) out.q = filters.query.trim();
  if (filters.chemotypes.length) out.ct = filters.chemotypes.join(',');
  if (filters.terpenes.length) out.terp = filters.terpenes.join(',');
  if (filters.tags.length) out.tag = filters.tags.join(',');
  if (filters.breeder) out.breeder = filters.breeder;
  if (filters.scope !== 'all') out.scope = filters.scope;
  if (filters.sort !== 'relevance') out.sort = filters.sort;
  if (page > 0) out.page = String(page);
  return out;
}
