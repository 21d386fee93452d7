import { describe, expect, it } from 'vitest';
import { encodeUploadId, parseUploadMetadata } from './resumable.ts';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('parseUploadMetadata', () => {
  it('reads TUS key/base64 pairs, a lone key as empty', () => {
    expect(parseUploadMetadata(`bucketName ${b64('docs')},objectName ${b64('a/ü b.pdf')},flag`)).toEqual({
      bucketName: 'docs',
      objectName: 'a/ü b.pdf',
      flag: '',
    });
  });

  it('refuses a value that is not base64', () => {
    expect(() => parseUploadMetadata('bucketName not*base64')).toThrow(/upload-metadata/);
  });
});

describe('encodeUploadId', () => {
  it('is base64url of bucket/object/version, as hosted’s upload URLs end', () => {
    const id = encodeUploadId('docs', 'a/b.pdf', '00000000-0000-4000-8000-000000000000');
    expect(Buffer.from(id, 'base64url').toString()).toBe('docs/a/b.pdf/00000000-0000-4000-8000-000000000000');
    expect(id).not.toMatch(/[+/=]/);
  });
});
