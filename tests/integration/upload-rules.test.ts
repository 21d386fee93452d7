// The upload rules the screens check (src/lib/uploads.ts) are the limits the buckets enforce.
import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '../../src/lib/uploads.ts';
import { db } from './helpers.ts';

describe('upload rules match storage.buckets', () => {
  it.each(Object.entries(UPLOAD_RULES))('%s', async (_name, rule) => {
    const { rows } = await db().query<{
      public: boolean;
      file_size_limit: string | number;
      allowed_mime_types: string[];
    }>('select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
      rule.bucket,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.public).toBe(rule.public);
    expect(Number(rows[0]!.file_size_limit)).toBe(rule.maxBytes);
    expect([...rows[0]!.allowed_mime_types].sort()).toEqual([...rule.types].sort());
  });
});
