import { describe, expect, it } from 'vitest';
import { effectiveSizeLimit, parseBucketFileSize, parseConfigSize } from './size.ts';

describe('parseConfigSize (supabase/config.toml)', () => {
  it('reads binary units the way the CLI does', () => {
    expect(parseConfigSize('50MiB')).toBe(50 * 1024 * 1024);
    expect(parseConfigSize('50MB')).toBe(50 * 1024 * 1024);
    expect(parseConfigSize('1GiB')).toBe(1024 ** 3);
    expect(parseConfigSize('512KiB')).toBe(512 * 1024);
    expect(parseConfigSize('100')).toBe(100);
    expect(parseConfigSize(2048)).toBe(2048);
  });

  it('returns null for what it cannot read', () => {
    expect(parseConfigSize('fifty')).toBeNull();
    expect(parseConfigSize('5 parsecs')).toBeNull();
    expect(parseConfigSize(undefined)).toBeNull();
  });
});

describe('parseBucketFileSize (bucket API)', () => {
  it('reads bytes and hosted decimal units', () => {
    expect(parseBucketFileSize(1024)).toBe(1024);
    expect(parseBucketFileSize('5MB')).toBe(5_000_000);
    expect(parseBucketFileSize('30KB')).toBe(30_000);
    expect(parseBucketFileSize('1.5GB')).toBe(1_500_000_000);
    expect(parseBucketFileSize('3B')).toBe(3);
  });

  it('refuses other formats with hosted message', () => {
    expect(() => parseBucketFileSize('5MiB')).toThrow('Invalid file size format');
    expect(() => parseBucketFileSize(-1)).toThrow('Invalid file size format');
  });
});

describe('effectiveSizeLimit', () => {
  it('uses the bucket limit when set and never exceeds the global cap', () => {
    expect(effectiveSizeLimit('1024', 50)).toBe(50);
    expect(effectiveSizeLimit('1024', 4096)).toBe(1024);
    expect(effectiveSizeLimit(null, 4096)).toBe(4096);
    expect(effectiveSizeLimit(0, 4096)).toBe(4096);
  });
});
