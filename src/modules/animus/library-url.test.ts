import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters } from './library-url';

describe('library filters in the address', () => {
  it('round-trips a filtered page', () => {
    const search = new URLSearchParams(
      'q=blue+drem&ct=I,II&terp=myrcene&tag=citrus,sweet&breeder=DJ+Short&scope=mine&sort=name&page=2',
    );
    const { filters, page } = filtersFromSearch(search);
    expect(filters).toEqual({
      query: 'blue drem',
      chemotypes: ['I', 'II'],
      terpenes: ['myrcene'],
      tags: ['citrus', 'sweet'],
      breeder: 'DJ Short',
      scope: 'mine',
      sort: 'name',
    });
    expect(page).toBe(2);
    expect(new URLSearchParams(searchFromFilters(filters, page)).toString()).toBe(search.toString());
  });

  it('ignores what it does not know and keeps the default list’s address clean', () => {
    const { filters, page } = filtersFromSearch(
      new URLSearchParams('ct=VI,III&scope=everyone&sort=random&page=-3'),
    );
    expect(filters.chemotypes).toEqual(['III']);
    expect(filters.scope).toBe('all');
    expect(filters.sort).toBe('relevance');
    expect(page).toBe(0);
    expect(searchFromFilters({ ...filters, chemotypes: [] }, 0)).toEqual({});
  });
});
