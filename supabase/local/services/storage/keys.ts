// Object keys and bucket ids: hosted's character rules, plus the checks that keep them safe to use
// as path segments on disk (no `.`/`..` segments, no empty segments, no leading slash).
import { ERRORS } from './errors.ts';

// Hyphen last so it stays a literal; the same sets hosted Storage accepts.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const MAX_KEY_LENGTH = 1024;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !VALID_OBJECT_KEY.test(key)) return false;
  return key.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

export function isValidBucketName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length < 101 &&
    name !== '.' &&
    name !== '..' &&
    name.trim() === name &&
    VALID_BUCKET_NAME.test(name)
  );
}

export function mustBeValidKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || !isValidKey(key))
    throw ERRORS.invalidKey(typeof key === 'string' ? key : '');
}

export function mustBeValidBucketName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !isValidBucketName(name)) throw ERRORS.invalidBucketName();
}

/** Hosted lets `.emptyFolderPlaceholder` files through the MIME check (the dashboard's folders). */
export function isEmptyFolderPlaceholder(key: string): boolean {
  return key.endsWith('.emptyFolderPlaceholder');
}
