import { describe, expect, it } from 'vitest';
import { parseTransform, transformationsClaim, transformFromBody, transformFromClaim } from './image.ts';

const query = (q: Record<string, string>) => (name: string) => q[name];

describe('image transformation options', () => {
  it('reads width, height, resize, quality and format', () => {
    expect(
      parseTransform(query({ width: '128', height: '64', resize: 'contain', quality: '70', format: 'webp' })),
    ).toEqual({
      width: 128,
      height: 64,
      resize: 'contain',
      quality: 70,
      format: 'webp',
    });
  });

  it('refuses what hosted’s schema refuses', () => {
    expect(() => parseTransform(query({ width: 'wide' }))).toThrow('querystring/width must be integer');
    expect(() => parseTransform(query({ quality: '10' }))).toThrow('querystring/quality must be >= 20');
    expect(() => parseTransform(query({ resize: 'stretch' }))).toThrow(/allowed values/);
    expect(() => parseTransform(query({ format: 'gif' }))).toThrow(/allowed values/);
  });

  it('round-trips through a signed URL token', () => {
    const t = transformFromBody({ width: 64, height: 64, resize: 'cover', quality: 60 });
    const claim = transformationsClaim(t);
    expect(claim).toBe('height:64,width:64,resize:cover,quality:60');
    expect(transformFromClaim(claim)).toEqual(t);
  });
});
