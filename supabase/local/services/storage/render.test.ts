import { describe, expect, it } from 'vitest';
import { servedContentType } from './render.ts';

describe('servedContentType', () => {
  it('serves stored types as they are, HTML as plain text (as hosted does)', () => {
    expect(servedContentType('image/png')).toBe('image/png');
    expect(servedContentType('text/html')).toBe('text/plain');
    expect(servedContentType('text/html; charset=utf-8')).toBe('text/plain');
    expect(servedContentType(undefined)).toBe('application/octet-stream');
  });
});
