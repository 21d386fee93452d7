import { describe, expect, it } from 'vitest';
import { StorageError } from './errors.ts';
import { isValidBucketName, isValidKey, mustBeValidKey } from './keys.ts';

describe('object keys', () => {
  it('accepts the characters hosted Storage accepts', () => {
    for (const key of ['a.txt', 'user-1/photos/cat (1).png', "x/!-_.*'()&$@=;:+,? y"])
      expect(isValidKey(key)).toBe(true);
  });

  it('rejects traversal, absolute keys, empty segments and characters hosted refuses', () => {
    for (const key of [
      '',
      '..',
      '../x',
      'a/../b',
      './a',
      'a/./b',
      '/abs',
      'a//b',
      'a/',
      'a\\b',
      'a#b',
      'é.txt',
      'a\0b',
      'x'.repeat(1025),
    ]) {
      expect(isValidKey(key), key).toBe(false);
    }
  });

  it('throws InvalidKey with hosted message', () => {
    try {
      mustBeValidKey('a/../b');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(StorageError);
      expect((err as StorageError).render()).toEqual({
        statusCode: '400',
        code: 'InvalidKey',
        error: 'InvalidKey',
        message: 'Invalid key: a/../b',
      });
    }
  });
});

describe('bucket names', () => {
  it('accepts plain ids and rejects path-like or padded ones', () => {
    expect(isValidBucketName('avatars')).toBe(true);
    expect(isValidBucketName('it-private_1')).toBe(true);
    for (const name of ['', '.', '..', 'a/b', ' a', 'a ', 'x'.repeat(101)])
      expect(isValidBucketName(name), name).toBe(false);
  });
});
