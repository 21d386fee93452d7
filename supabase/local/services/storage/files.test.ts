import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStore } from './files.ts';

describe('FileStore paths', () => {
  const store = new FileStore('/srv/data/storage');
  const v = '0b3c3c4e-8d55-4c44-9d8c-3f5b1c2a9e10';

  it('keeps every version under the root, named after the key', () => {
    expect(store.objectPath('avatars', 'u1/me.png', v)).toBe(`/srv/data/storage/avatars/u1/me.png#${v}`);
  });

  it('refuses anything that could leave the root', () => {
    for (const [bucket, key] of [
      ['..', 'x'],
      ['a/b', 'x'],
      ['b', '../x'],
      ['b', '/etc/passwd'],
      ['b', 'a/../../x'],
    ] as const) {
      expect(() => store.objectPath(bucket, key, v), `${bucket}/${key}`).toThrow('unsafe storage path');
    }
    expect(() => store.objectPath('b', 'x', '../../etc')).toThrow('unsafe storage path');
  });

  it('hashes very long last segments so the name fits a filesystem', () => {
    const file = store.objectPath('b', 'x'.repeat(300), v);
    expect(path.basename(file)).toMatch(/^[0-9a-f]{64}#/);
  });
});

describe('FileStore versions', () => {
  let root = '';
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('places, links and removes versions', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storage-files-'));
    const store = new FileStore(root);
    await store.init();
    const v1 = '11111111-1111-4111-8111-111111111111';
    const v2 = '22222222-2222-4222-8222-222222222222';
    await store.place(await store.writeTemp(Buffer.from('hi')), 'b', 'a/b.txt', v1);
    await store.linkVersion(
      { bucket: 'b', key: 'a/b.txt', version: v1 },
      { bucket: 'c', key: 'z.txt', version: v2 },
    );
    await store.removeVersion('b', 'a/b.txt', v1);
    expect(await store.open('b', 'a/b.txt', v1)).toBeNull();
    const copy = await store.open('c', 'z.txt', v2);
    expect(copy?.size).toBe(2);
    copy?.stream.destroy();
  });
});
