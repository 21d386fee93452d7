// The bytes on disk. Every upload gets a fresh version; a file lives at
// `<root>/<bucket>/<key segments…>#<version>`. `#` is outside the characters a key may hold, so a
// file name can never collide with a folder of another key, and a replaced object's old bytes
// stay in place until the row that points at them is gone.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { link, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isValidBucketName, isValidKey } from './keys.ts';

/** Longest last segment kept readable; longer ones are hashed to stay under NAME_MAX (255). */
const MAX_READABLE_SEGMENT = 200;

export class FileStore {
  readonly root: string;
  private readonly tmpDir: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.tmpDir = path.join(this.root, '.tmp');
  }

  async init(): Promise<void> {
    // Temp files belong to uploads in flight; any found at start-up were left by a crash.
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
  }

  /** Where a version of an object lives; throws on anything that could leave the root. */
  objectPath(bucket: string, key: string, version: string): string {
    if (!isValidBucketName(bucket) || !isValidKey(key) || !/^[0-9a-f-]{36}$/i.test(version)) {
      throw new Error(`unsafe storage path ${bucket}/${key}`);
    }
    const segments = key.split('/');
    const last = segments.pop()!;
    const name = last.length > MAX_READABLE_SEGMENT ? createHash('sha256').update(last).digest('hex') : last;
    const file = path.resolve(this.root, bucket, ...segments, `${name}#${version}`);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`unsafe storage path ${bucket}/${key}`);
    return file;
  }

  /** Writes bytes to a private temp file; `place` later moves it where a row points. */
  async writeTemp(data: Buffer): Promise<string> {
    const file = path.join(this.tmpDir, randomUUID());
    await writeFile(file, data);
    return file;
  }

  /** Moves a temp file to an object's version path (inside the caller's transaction). */
  async place(tempFile: string, bucket: string, key: string, version: string): Promise<string> {
    const target = this.objectPath(bucket, key, version);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempFile, target);
    return target;
  }

  /** Gives an existing version a second name (move/copy keep the source until commit). */
  async linkVersion(
    from: { bucket: string; key: string; version: string },
    to: { bucket: string; key: string; version: string },
  ): Promise<string> {
    const source = this.objectPath(from.bucket, from.key, from.version);
    const target = this.objectPath(to.bucket, to.key, to.version);
    await mkdir(path.dirname(target), { recursive: true });
    await link(source, target);
    return target;
  }

  /** Opens a version for reading; null when its bytes are missing. */
  async open(
    bucket: string,
    key: string,
    version: string,
  ): Promise<{ stream: ReadStream; size: number } | null> {
    try {
      const file = this.objectPath(bucket, key, version);
      const info = await stat(file);
      return { stream: createReadStream(file), size: info.size };
    } catch {
      return null;
    }
  }

  /** Best effort: a leftover file is harmless, a row without its file is not. */
  async remove(file: string | null | undefined): Promise<void> {
    if (file) await rm(file, { force: true }).catch(() => undefined);
  }

  /** The files of rows just deleted (after their transaction committed). */
  async removeRows(
    rows: ReadonlyArray<{ bucket_id: string; name: string; version: string | null }>,
  ): Promise<void> {
    await Promise.all(rows.map((r) => this.removeVersion(r.bucket_id, r.name, r.version)));
  }

  async removeVersion(bucket: string, key: string, version: string | null | undefined): Promise<void> {
    if (!version) return;
    try {
      await this.remove(this.objectPath(bucket, key, version));
    } catch {
      // Rows written by hand (bad names, no version) have no file to remove.
    }
  }
}
