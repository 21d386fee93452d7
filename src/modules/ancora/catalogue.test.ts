import { describe, expect, it } from 'vitest';
import { catalogueSearchParams, formatMinutes, ilikeTerm, parseCatalogueFilters } from './catalogue';

describe('catalogue filters', () => {
  it('read known values from the URL and drop unknown ones', () => {
    expect(parseCatalogueFilters(new URLSearchParams('q=ipm&topic=ipm&level=expert&length=long'))).toEqual({
      search: 'ipm',
      topic: 'ipm',
      level: null,
      length: 'long',
    });
  });

  it('round-trip through the URL, leaving empty ones out', () => {
    const f = { search: ' drybacks ', topic: null, level: 'beginner' as const, length: null };
    expect(catalogueSearchParams(f).toString()).toBe('q=drybacks&level=beginner');
    expect(parseCatalogueFilters(catalogueSearchParams(f))).toEqual({ ...f, search: 'drybacks' });
  });
});

describe('ilikeTerm', () => {
  it('keeps words and drops what would break or widen a PostgREST filter', () => {
    expect(ilikeTerm('IPM & pesticide')).toBe('IPM & pesticide');
    expect(ilikeTerm('a,b),title.eq.x')).toBe('a b title.eq.x');
    expect(ilikeTerm('100% * safe')).toBe('100 safe');
    expect(ilikeTerm('  ')).toBeNull();
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [135, '2 h 15 min'],
  ])('%i → %s', (m, s) => expect(formatMinutes(m)).toBe(s));
});
