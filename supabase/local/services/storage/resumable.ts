// Resumable uploads at /upload/resumable: the TUS 1.0 core protocol with the creation,
// creation-with-upload, termination and expiration extensions, as hosted Storage serves it (with
// @tus/server). Metadata `bucketName`, `objectName`, `contentType`, `cacheControl` and `metadata`
// (JSON) name the object; `x-upsert: true` replaces one. Every request but HEAD is checked as the
// caller could upload the object (RLS on storage.objects, as for a plain upload), and the last
// chunk writes the row as the caller and moves the bytes into place in the same transaction.
// OPTIONS never gets here: the gateway answers every preflight.
//
// A small core rather than @tus/server: its data store keeps files and state its own way, while an
// object here must end as a FileStore version whose row is written in the caller's transaction;
// the handful of TUS requests is simpler to serve directly on Hono than to bridge.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { readBodyCapped } from './body.ts';
import type { Caller } from './caller.ts';
import { ERRORS, StorageError, toStorageError } from './errors.ts';
import { callerOf } from './http.ts';
import { isEmptyFolderPlaceholder, mustBeValidKey } from './keys.ts';
import { findBucket } from './objects-db.ts';
import { effectiveSizeLimit } from './size.ts';
import type { ObjectMetadata, StorageDeps } from './types.ts';
import { assertCanUpload, checkMimeType, commitObject, parseJsonObject } from './upload.ts';

const TUS_VERSION = '1.0.0';
/** Hosted's TUS_URL_EXPIRY_MS default: an unfinished upload lapses an hour after it was created. */
const EXPIRES_AFTER_MS = 60 * 60 * 1000;
const OFFSET_CONTENT_TYPE = 'application/offset+octet-stream';

/** @tus/server's answers for protocol errors (status and text body). */
const TUS_ERRORS = {
  missingOffset: [403, 'Upload-Offset header required\n'],
  invalidContentType: [403, 'Content-Type header required\n'],
  notFound: [404, 'The file for this url was not found\n'],
  offsetConflict: [409, 'Upload-Offset conflict\n'],
  gone: [410, 'The file for this url no longer exists\n'],
  invalidLength: [400, 'Upload-Length or Upload-Defer-Length header required\n'],
  sizeExceeded: [413, "upload's size exceeded\n"],
  maxSizeExceeded: [413, 'Maximum size exceeded\n'],
  unsupportedVersion: [412, 'Unsupported version\n'],
  deferLength: [501, 'creation-defer-length extension is not (yet) supported.\n'],
  finished: [400, 'Cannot terminate an already completed upload'],
} as const satisfies Record<string, readonly [number, string]>;

class TusError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(body);
  }
}
const tusError = (e: readonly [number, string]) => new TusError(e[0], e[1]);

interface UploadState {
  bucket: string;
  objectName: string;
  version: string;
  size: number;
  contentType: string;
  cacheControl: string;
  /** The `metadata` entry: the object's user metadata as JSON. */
  userMetadata: string | null;
  /** The Upload-Metadata header as sent, echoed on HEAD. */
  uploadMetadata: string;
  expiresAt: number;
  finished: boolean;
}

/** `Upload-Metadata`: comma-separated `key base64value` pairs (a key alone means an empty value). */
export function parseUploadMetadata(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)))
      throw ERRORS.invalidParameter('upload-metadata');
    out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

/** The upload's id in its URL: base64url of `bucket/object/version`, as hosted's. */
export function encodeUploadId(bucket: string, objectName: string, version: string): string {
  return Buffer.from(`${bucket}/${objectName}/${version}`, 'utf8').toString('base64url');
}

function decodeUploadId(id: string): { version: string } | null {
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const version = text.slice(text.lastIndexOf('/') + 1);
  return /^[0-9a-f-]{36}$/i.test(version) ? { version } : null;
}

function tusHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'Tus-Resumable': TUS_VERSION, 'Cache-Control': 'no-store', ...extra };
}

function errorAnswer(err: unknown, log: (m: string) => void): Response {
  if (err instanceof TusError)
    return new Response(err.message, { status: err.status, headers: tusHeaders() });
  // Storage's own errors go out with their real status and message as the text, as hosted's
  // onResponseError does (e.g. 403 "new row violates row-level security policy").
  const e: StorageError = toStorageError(err);
  if (e.httpStatusCode === 500) log(`resumable: ${String(e.cause ?? e.message)}`);
  return new Response(e.message, { status: e.httpStatusCode, headers: tusHeaders() });
}

class ResumableStore {
  private readonly dir: string;
  /** One request at a time per upload (a second PATCH waits for the first). */
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(root: string) {
    this.dir = path.join(root, '.resumable');
  }

  dataFile(version: string): string {
    return path.join(this.dir, version);
  }

  private stateFile(version: string): string {
    return path.join(this.dir, `${version}.json`);
  }

  async create(state: UploadState): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(this.dataFile(state.version), Buffer.alloc(0));
    await this.save(state);
  }

  async save(state: UploadState): Promise<void> {
    await writeFile(this.stateFile(state.version), JSON.stringify(state));
  }

  async load(version: string): Promise<UploadState | null> {
    try {
      return JSON.parse(await readFile(this.stateFile(version), 'utf8')) as UploadState;
    } catch {
      return null;
    }
  }

  async offset(version: string): Promise<number> {
    return (await stat(this.dataFile(version))).size;
  }

  async remove(version: string): Promise<void> {
    await rm(this.dataFile(version), { force: true });
    await rm(this.stateFile(version), { force: true });
  }

  async locked<T>(version: string, fn: () => Promise<T>): Promise<T> {
    const before = this.locks.get(version) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(fn);
    this.locks.set(version, run);
    try {
      return await run;
    } finally {
      if (this.locks.get(version) === run) this.locks.delete(version);
    }
  }
}

function md5OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export function resumableRoutes(app: Hono, deps: StorageDeps): void {
  const store = new ResumableStore(deps.files.root);
  const base = '/upload/resumable';

  const canUpload = (caller: Caller, s: Pick<UploadState, 'bucket' | 'objectName'>, upsert: boolean) =>
    assertCanUpload(deps, {
      claims: caller.claims,
      bucketId: s.bucket,
      key: s.objectName,
      owner: caller.owner,
      upsert,
    });

  /** The upload behind the URL, unless unknown or lapsed. */
  const uploadOf = async (c: Context): Promise<UploadState> => {
    const id = decodeUploadId(c.req.param('id') ?? '');
    const state = id ? await store.load(id.version) : null;
    if (!state) throw tusError(TUS_ERRORS.notFound);
    if (!state.finished && state.expiresAt < Date.now()) {
      await store.remove(state.version);
      throw tusError(TUS_ERRORS.gone);
    }
    return state;
  };

  const requireVersion = (c: Context) => {
    if (c.req.header('tus-resumable') !== TUS_VERSION) throw tusError(TUS_ERRORS.unsupportedVersion);
  };

  /** Appends the request body at `state`'s offset; finishing writes the object as the caller. */
  const receive = async (c: Context, state: UploadState, caller: Caller): Promise<number> => {
    const current = await store.offset(state.version);
    const remaining = state.size - current;
    const chunk = await readBodyCapped(c.req.raw.body, remaining).catch((err: unknown) => {
      throw err instanceof StorageError && err.code === 'EntityTooLarge'
        ? tusError(TUS_ERRORS.sizeExceeded)
        : err;
    });
    if (chunk.length > 0) await appendFile(store.dataFile(state.version), chunk);
    const offset = current + chunk.length;
    if (offset === state.size) await finish(c, state, caller);
    return offset;
  };

  const finish = async (c: Context, state: UploadState, caller: Caller) => {
    const file = store.dataFile(state.version);
    const metadata: ObjectMetadata = {
      eTag: `"${await md5OfFile(file)}"`,
      size: state.size,
      mimetype: state.contentType,
      cacheControl: state.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: state.size,
      httpStatusCode: 200,
    };
    // The bytes move into the object store; the state stays (finished) so HEAD still answers. A
    // refused row (RLS, a duplicate without x-upsert) ends the upload: its bytes are gone.
    await commitObject(deps, {
      bucketId: state.bucket,
      key: state.objectName,
      claims: caller.claims,
      owner: caller.owner,
      upsert: c.req.header('x-upsert') === 'true',
      tempFile: file,
      metadata,
      userMetadata: parseJsonObject(state.userMetadata ?? undefined),
    }).catch(async (err: unknown) => {
      await store.remove(state.version);
      throw err;
    });
    await store.save({ ...state, finished: true });
  };

  app.post(base, async (c) => {
    try {
      requireVersion(c);
      if (c.req.header('upload-defer-length')) throw tusError(TUS_ERRORS.deferLength);
      const lengthHeader = c.req.header('upload-length');
      if (!lengthHeader || !/^\d+$/.test(lengthHeader)) throw tusError(TUS_ERRORS.invalidLength);
      const size = Number(lengthHeader);
      const rawMetadata = c.req.header('upload-metadata');
      if (!rawMetadata) throw ERRORS.invalidRequest('Metadata header is required');
      const meta = parseUploadMetadata(rawMetadata);
      const bucketName = meta.bucketName ?? '';
      const objectName = meta.objectName ?? '';
      if (!bucketName || !objectName) throw ERRORS.invalidRequest('Metadata header is required');
      mustBeValidKey(objectName);
      const caller = await callerOf(c, deps);
      const bucket = await findBucket(deps.pool, bucketName);
      if (!bucket) throw ERRORS.noSuchBucket();
      const limit = isEmptyFolderPlaceholder(objectName)
        ? 0
        : effectiveSizeLimit(bucket.file_size_limit, deps.globalFileSizeLimit);
      if (size > limit) throw tusError(TUS_ERRORS.maxSizeExceeded);
      const contentType = meta.contentType || 'application/octet-stream';
      checkMimeType(bucket, objectName, contentType);
      const upsert = c.req.header('x-upsert') === 'true';
      await canUpload(caller, { bucket: bucketName, objectName }, upsert);

      const cache = meta.cacheControl ?? '';
      const state: UploadState = {
        bucket: bucketName,
        objectName,
        version: randomUUID(),
        size,
        contentType,
        cacheControl: /^-?\d+$/.test(cache) ? `max-age=${cache}` : 'no-cache',
        userMetadata: meta.metadata ?? null,
        uploadMetadata: rawMetadata,
        expiresAt: Date.now() + EXPIRES_AFTER_MS,
        finished: false,
      };
      await store.create(state);
      const url = new URL(c.req.url);
      const location = `${url.origin}${url.pathname.replace(/\/+$/, '')}/${encodeUploadId(bucketName, objectName, state.version)}`;
      const headers = tusHeaders({
        Location: location,
        'Upload-Expires': new Date(state.expiresAt).toUTCString(),
      });
      // creation-with-upload: the first chunk may ride along with the creation request.
      if (c.req.header('content-type') === OFFSET_CONTENT_TYPE && size > 0) {
        const offset = await store.locked(state.version, () => receive(c, state, caller));
        headers['Upload-Offset'] = String(offset);
      }
      return c.body(null, 201, headers);
    } catch (err) {
      return errorAnswer(err, deps.log);
    }
  });

  // HEAD needs no authorization on hosted: it only tells how much of the upload has arrived.
  // (Hono answers HEAD with the GET route, minus the body; a real GET is not part of TUS.)
  app.get(`${base}/:id`, async (c) => {
    if (c.req.method !== 'HEAD') return errorAnswer(tusError(TUS_ERRORS.notFound), deps.log);
    try {
      requireVersion(c);
      const state = await uploadOf(c);
      const offset = state.finished ? state.size : await store.offset(state.version);
      return c.body(null, 200, {
        ...tusHeaders(),
        'Upload-Offset': String(offset),
        'Upload-Length': String(state.size),
        'Upload-Metadata': state.uploadMetadata,
        ...(state.finished ? {} : { 'Upload-Expires': new Date(state.expiresAt).toUTCString() }),
      });
    } catch (err) {
      // HEAD answers carry no body.
      const answer = errorAnswer(err, deps.log);
      return new Response(null, { status: answer.status, headers: answer.headers });
    }
  });

  app.patch(`${base}/:id`, async (c) => {
    try {
      requireVersion(c);
      if (c.req.header('content-type') !== OFFSET_CONTENT_TYPE) throw tusError(TUS_ERRORS.invalidContentType);
      const offsetHeader = c.req.header('upload-offset');
      if (!offsetHeader || !/^\d+$/.test(offsetHeader)) throw tusError(TUS_ERRORS.missingOffset);
      const caller = await callerOf(c, deps);
      const state = await uploadOf(c);
      const offset = await store.locked(state.version, async () => {
        const fresh = (await store.load(state.version)) ?? state;
        const current = fresh.finished ? fresh.size : await store.offset(fresh.version);
        if (Number(offsetHeader) !== current) throw tusError(TUS_ERRORS.offsetConflict);
        if (fresh.finished) return current;
        await canUpload(caller, fresh, c.req.header('x-upsert') === 'true');
        return receive(c, fresh, caller);
      });
      return c.body(null, 204, {
        ...tusHeaders(),
        'Upload-Offset': String(offset),
        ...(offset < state.size ? { 'Upload-Expires': new Date(state.expiresAt).toUTCString() } : {}),
      });
    } catch (err) {
      return errorAnswer(err, deps.log);
    }
  });

  app.delete(`${base}/:id`, async (c) => {
    try {
      requireVersion(c);
      const caller = await callerOf(c, deps);
      const state = await uploadOf(c);
      if (state.finished) throw tusError(TUS_ERRORS.finished);
      await canUpload(caller, state, c.req.header('x-upsert') === 'true');
      await store.locked(state.version, () => store.remove(state.version));
      return c.body(null, 204, tusHeaders());
    } catch (err) {
      return errorAnswer(err, deps.log);
    }
  });
}
