import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, listV2Options } from './list-v2.ts';

describe('listV2 cursor', () => {
  it('is hosted’s: base64 of the set parts, one per line', () => {
    const token = encodeCursor({ startAfter: 'a/b.txt', sortOrder: 'desc', sortColumn: 'name' });
    expect(Buffer.from(token, 'base64').toString()).toBe('l:a/b.txt\no:desc\nc:name');
    expect(decodeCursor(token)).toEqual({ startAfter: 'a/b.txt', sortOrder: 'desc', sortColumn: 'name' });
  });

  it('refuses a token that is not one', () => {
    expect(() => decodeCursor(Buffer.from('nope').toString('base64'))).toThrow(/continuation token/);
  });
});

describe('listV2Options', () => {
  it('defaults to 1000 keys by name ascending and caps the limit there', () => {
    expect(listV2Options({})).toMatchObject({
      prefix: '',
      limit: 1000,
      withDelimiter: false,
      sortColumn: 'name',
      sortOrder: 'asc',
    });
    expect(listV2Options({ limit: 5000 }).limit).toBe(1000);
  });

  it('takes the sort from the cursor over the body', () => {
    const cursor = encodeCursor({
      startAfter: 'x',
      sortOrder: 'desc',
      sortColumn: 'created_at',
      sortColumnAfter: '2026-01-01T00:00:00.000Z',
    });
    expect(listV2Options({ cursor, sortBy: { column: 'name', order: 'asc' } })).toMatchObject({
      sortColumn: 'created_at',
      sortOrder: 'desc',
      startAfter: 'x',
      sortColumnAfter: '2026-01-01T00:00:00.000Z',
    });
  });

  it('checks the body as hosted’s schema does', () => {
    expect(() => listV2Options({ limit: 0 })).toThrow('body/limit must be >= 1');
    expect(() => listV2Options({ with_delimiter: 'yes' })).toThrow('body/with_delimiter must be boolean');
    expect(() => listV2Options({ sortBy: { column: 'size' } })).toThrow(/allowed values/);
  });
});
