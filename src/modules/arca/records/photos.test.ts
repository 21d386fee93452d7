import { describe, expect, it } from 'vitest';
import { fitWithin, photoName } from './photos.ts';

describe('photos', () => {
  it('fits a phone photo within 1,600 px without enlarging a small one', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('names files by type with the storage rule’s extensions', () => {
    expect(photoName('image/jpeg')).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(photoName('image/png')).toMatch(/\.png$/);
    expect(photoName('image/webp')).toMatch(/\.webp$/);
  });
});
